// One variant as the grids edit it (form-friendly strings), read from a saved variant or made for a combination
// of draft choices, and turned into the values of a W4 override.
import type { StoreClient } from '@cartwright/client';
import {
  updateProductVariants,
  type Variant,
  type VariantOverride,
  type VariantOwnValues,
} from '@cartwright/client/products';
import { MAX_IDS_PER_CALL } from '@cartwright/contracts/limits';
import type { OptionDraft } from './product-draft.js';

export interface VariantRow {
  /** The saved variant's id, or the combination's key for a draft row. */
  id: string;
  /** Option name → choice description, as the server names a variant's choices. */
  choices: Record<string, string>;
  /** "Size: M, Color: Red". */
  name: string;
  /** The variant's own price, cost and weight; empty when it follows the product's. */
  price: string;
  cost: string;
  weight: string;
  sku: string;
  visible: boolean;
  inStock: boolean;
  quantity: string;
}

/** The override without its selector (`variantIds` or `choices`). */
export type VariantValues = Omit<VariantOverride, 'variantIds' | 'choices'>;

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

const nameOf = (choices: Record<string, string>) =>
  Object.entries(choices)
    .map(([option, choice]) => `${option}: ${choice}`)
    .join(', ');

/** Same choices in any key order give the same key (as the server matches them). */
export const choicesKey = (choices: Record<string, string>) =>
  JSON.stringify(Object.entries(choices).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * A saved variant's row: its own price, cost and weight from `own` (the variant's reads answer the product's
 * price for a variant without one, which must stay empty here or a save would pin it).
 */
export function rowOf(variant: Variant, own: VariantOwnValues | undefined): VariantRow {
  const choices = variant.choices ?? {};
  return {
    id: variant.id ?? '',
    choices,
    name: nameOf(choices),
    price: text(own?.price),
    cost: text(own?.cost),
    weight: text(own?.weight),
    sku: variant.variant?.sku ?? '',
    visible: variant.variant?.visible ?? true,
    inStock: variant.stock?.inStock ?? true,
    quantity: text(variant.stock?.quantity),
  };
}

/** A row for a combination nothing was set for yet: the product's own price and stock apply. */
export function emptyRow(choices: Record<string, string>): VariantRow {
  return {
    id: choicesKey(choices),
    choices,
    name: nameOf(choices),
    price: '',
    cost: '',
    weight: '',
    sku: '',
    visible: true,
    inStock: true,
    quantity: '',
  };
}

/**
 * Every combination the draft's options make, in option order (as the server makes its variants): options
 * and choices still without a name are left out, and so are repeated choice names.
 */
export function draftCombinations(options: readonly OptionDraft[]): Record<string, string>[] {
  let result: Record<string, string>[] = [{}];
  let named = 0;
  for (const option of options) {
    const name = option.name.trim();
    const choices = [...new Set(option.choices.map((c) => c.name.trim()).filter((c) => c !== ''))];
    if (name === '' || choices.length === 0) continue;
    named++;
    result = result.flatMap((partial) => choices.map((choice) => ({ ...partial, [name]: choice })));
  }
  return named === 0 ? [] : result;
}

/** Each saved variant's row, with its own values from the overrides read. */
export function savedRows(
  variants: readonly Variant[],
  overrides: readonly VariantOwnValues[],
): VariantRow[] {
  const own = new Map(overrides.map((o) => [o.variantId, o]));
  return variants.map((variant) => rowOf(variant, own.get(variant.id ?? '')));
}

/**
 * The values of an edited row, or the sentence for its first unreadable number. Against its `saved` row, an
 * own price, cost or weight emptied is sent as null: the variant follows the product's value again.
 */
export function valuesOf(
  row: VariantRow,
  trackInventory: boolean,
  saved?: VariantRow,
): VariantValues | string {
  const amounts: Pick<VariantValues, 'price' | 'cost' | 'weight'> = {};
  let quantity: number | undefined;
  for (const key of ['price', 'cost', 'weight', 'quantity'] as const) {
    if (key === 'quantity' && !trackInventory) continue;
    const raw = row[key].trim();
    if (raw === '') {
      if (key !== 'quantity' && saved !== undefined && saved[key].trim() !== '') amounts[key] = null;
      continue;
    }
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) return `${row.name}: ${key} must be a number of 0 or more.`;
    if (key === 'quantity' && !Number.isInteger(value))
      return `${row.name}: quantity must be a whole number.`;
    if (key === 'quantity') quantity = value;
    else amounts[key] = value;
  }
  return {
    ...amounts,
    sku: row.sku.trim(),
    visible: row.visible,
    stock: trackInventory
      ? { trackQuantity: true, ...(quantity !== undefined ? { quantity } : {}) }
      : { inStock: row.inStock },
  };
}

/** Sends the overrides, at most MAX_IDS_PER_CALL a call. */
export async function sendOverrides(
  client: StoreClient,
  productId: string,
  overrides: readonly VariantOverride[],
): Promise<void> {
  for (let start = 0; start < overrides.length; start += MAX_IDS_PER_CALL) {
    await updateProductVariants(client, productId, overrides.slice(start, start + MAX_IDS_PER_CALL));
  }
}
