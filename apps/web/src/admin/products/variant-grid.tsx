// The variant grid of a product with managed variants: price, cost, weight, SKU, visibility and stock
// per combination of choices, saved with updateProductVariants (only the rows that changed).

import {
  type Product,
  updateProductVariants,
  type Variant,
  type VariantOverride,
} from '@cartwright/client/products';
import { MAX_IDS_PER_CALL, PRODUCT_SKU_MAX_LENGTH } from '@cartwright/contracts/limits';
import { type OAuthStoreClient, productKeys, useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueries } from '../admin-queries.js';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { useAdminMutation } from '../forms/use-admin-mutation.js';

interface VariantRow {
  id: string;
  name: string;
  price: string;
  cost: string;
  weight: string;
  sku: string;
  visible: boolean;
  inStock: boolean;
  quantity: string;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

function rowOf(variant: Variant): VariantRow {
  return {
    id: variant.id ?? '',
    name: Object.entries(variant.choices ?? {})
      .map(([option, choice]) => `${option}: ${choice}`)
      .join(', '),
    price: text(variant.variant?.priceData?.price),
    cost: text(variant.variant?.costAndProfitData?.itemCost),
    weight: text(variant.variant?.weight),
    sku: variant.variant?.sku ?? '',
    visible: variant.variant?.visible ?? true,
    inStock: variant.stock?.inStock ?? true,
    quantity: text(variant.stock?.quantity),
  };
}

/** The override for a changed row, or the message for its first unreadable number. */
function overrideOf(row: VariantRow, trackInventory: boolean): VariantOverride | string {
  const numbers: Record<'price' | 'cost' | 'weight' | 'quantity', number | undefined> = {
    price: undefined,
    cost: undefined,
    weight: undefined,
    quantity: undefined,
  };
  for (const key of ['price', 'cost', 'weight', 'quantity'] as const) {
    const raw = row[key].trim();
    if (raw === '' || (key === 'quantity' && !trackInventory)) continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) return `${row.name}: ${key} must be a number of 0 or more.`;
    if (key === 'quantity' && !Number.isInteger(value))
      return `${row.name}: quantity must be a whole number.`;
    numbers[key] = value;
  }
  return {
    variantIds: [row.id],
    ...(numbers.price !== undefined ? { price: numbers.price } : {}),
    ...(numbers.cost !== undefined ? { cost: numbers.cost } : {}),
    ...(numbers.weight !== undefined ? { weight: numbers.weight } : {}),
    sku: row.sku.trim(),
    visible: row.visible,
    stock: trackInventory
      ? { trackQuantity: true, ...(numbers.quantity !== undefined ? { quantity: numbers.quantity } : {}) }
      : { inStock: row.inStock },
  };
}

const savedText = (count: number) =>
  count === 0 ? 'No variant changed.' : `Saved ${count} variant${count === 1 ? '' : 's'}.`;

/** Loads the product's variants and shows the grid once they are there. */
export function VariantGrid({ product }: { product: Product }) {
  const client = useStoreClient();
  const variants = useQuery(adminQueries.variants(client, product.id!));
  if (variants.isPending) return <p role="status">Loading variants…</p>;
  if (variants.isError)
    return <FormAlert message={`Could not load the variants: ${variants.error.message}`} />;
  return (
    // Keyed by the options: a new set of choices is a new grid; a refetch after saving keeps the edits shown.
    <VariantTable
      key={JSON.stringify(product.productOptions ?? [])}
      product={product}
      rows={variants.data.variants.map(rowOf)}
    />
  );
}

/** Sends the rows that changed, at most MAX_IDS_PER_CALL overrides a call; answers how many were sent. */
async function saveChangedRows(
  client: OAuthStoreClient,
  product: Product,
  rows: readonly VariantRow[],
  saved: readonly VariantRow[],
): Promise<number> {
  const trackInventory = product.stock?.trackInventory === true;
  const changed = rows.filter((row, i) => JSON.stringify(row) !== JSON.stringify(saved[i]));
  const overrides = changed.map((row) => overrideOf(row, trackInventory));
  const invalid = overrides.find((o): o is string => typeof o === 'string');
  if (invalid) throw new Error(invalid);
  const list = overrides as VariantOverride[];
  for (let start = 0; start < list.length; start += MAX_IDS_PER_CALL) {
    await updateProductVariants(client, product.id!, list.slice(start, start + MAX_IDS_PER_CALL));
  }
  return list.length;
}

function VariantTable({ product, rows: saved }: { product: Product; rows: VariantRow[] }) {
  const trackInventory = product.stock?.trackInventory === true;
  const [rows, setRows] = useState(saved);
  const save = useAdminMutation({
    mutationFn: (client, changed: readonly VariantRow[]) => saveChangedRows(client, product, changed, saved),
    invalidates: [productKeys.all],
  });
  const set = (index: number, patch: Partial<VariantRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <section className="admin-section" aria-labelledby="variants-title">
      <h2 id="variants-title">Variants</h2>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Price</th>
              <th scope="col">Cost</th>
              <th scope="col">Weight</th>
              <th scope="col">SKU</th>
              <th scope="col">Visible</th>
              <th scope="col">{trackInventory ? 'Quantity' : 'In stock'}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id}>
                <th scope="row">{row.name || 'Default'}</th>
                {(['price', 'cost', 'weight'] as const).map((key) => (
                  <td key={key}>
                    <input
                      aria-label={`${key[0]!.toUpperCase()}${key.slice(1)} of ${row.name}`}
                      inputMode="decimal"
                      size={7}
                      value={row[key]}
                      onChange={(e) => set(index, { [key]: e.currentTarget.value })}
                    />
                  </td>
                ))}
                <td>
                  <input
                    aria-label={`SKU of ${row.name}`}
                    size={10}
                    maxLength={PRODUCT_SKU_MAX_LENGTH}
                    value={row.sku}
                    onChange={(e) => set(index, { sku: e.currentTarget.value })}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${row.name} visible`}
                    checked={row.visible}
                    onChange={(e) => set(index, { visible: e.currentTarget.checked })}
                  />
                </td>
                <td>
                  {trackInventory ? (
                    <input
                      aria-label={`Quantity of ${row.name}`}
                      inputMode="numeric"
                      size={5}
                      value={row.quantity}
                      onChange={(e) => set(index, { quantity: e.currentTarget.value })}
                    />
                  ) : (
                    <input
                      type="checkbox"
                      aria-label={`${row.name} in stock`}
                      checked={row.inStock}
                      onChange={(e) => set(index, { inStock: e.currentTarget.checked })}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormAlert message={save.isError ? describeError(save.error) : undefined} />
      {save.isSuccess ? <p role="status">{savedText(save.data)}</p> : null}
      <button
        type="button"
        className="button-link"
        disabled={save.isPending}
        onClick={() => save.mutate(rows)}
      >
        {save.isPending ? 'Saving variants…' : 'Save variants'}
      </button>
    </section>
  );
}
