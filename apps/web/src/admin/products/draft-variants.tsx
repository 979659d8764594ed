// The variant grid before saving: as soon as "Manage variants" is on and an option has choices, a row per
// combination the draft makes, with what the saved variants already hold. The product's save sends the rows
// the owner edited, by their choices, once the server has made the variants.
import type { StoreClient } from '@cartwright/client';
import type { Product, VariantOverride } from '@cartwright/client/products';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueries } from '../admin-queries.js';
import { draftFromProduct, type ProductDraft } from './product-draft.js';
import {
  choicesKey,
  draftCombinations,
  emptyRow,
  savedRows,
  sendOverrides,
  type VariantRow,
  valuesOf,
} from './variant-rows.js';
import { VariantTable } from './variant-table.js';

export interface DraftVariants {
  /** False when the saved grid applies (the saved product has these options) or there is nothing to show. */
  shown: boolean;
  rows: VariantRow[];
  /** The rows the owner edited, to send with the product. */
  edited: VariantRow[];
  set: (index: number, patch: Partial<VariantRow>) => void;
}

/** The draft's combinations as rows; a combination the saved product has starts from its saved values. */
export function useDraftVariants(draft: ProductDraft, product: Product | undefined): DraftVariants {
  const client = useStoreClient();
  const [edits, setEdits] = useState<Record<string, VariantRow>>({});
  // The saved options read the way the form reads them, so only the owner's changes tell them apart.
  const savedOptions = JSON.stringify(product ? optionsOf(draftFromProduct(product)) : []);
  const savedGridApplies =
    product?.manageVariants === true && savedOptions === JSON.stringify(optionsOf(draft));
  const shown = draft.manageVariants && !savedGridApplies && draftCombinations(draft.options).length > 0;
  const enabled = shown && product?.manageVariants === true;
  const saved = useQuery({ ...adminQueries.variants(client, product?.id ?? ''), enabled });
  const own = useQuery({ ...adminQueries.variantOverrides(client, product?.id ?? ''), enabled });
  const byChoices = new Map(
    savedRows(saved.data?.variants ?? [], own.data?.variants ?? []).map((row) => [
      choicesKey(row.choices),
      row,
    ]),
  );
  const rows = shown
    ? draftCombinations(draft.options).map((choices) => {
        const key = choicesKey(choices);
        return edits[key] ?? byChoices.get(key) ?? emptyRow(choices);
      })
    : [];
  return {
    shown,
    rows,
    edited: rows.filter((row) => edits[choicesKey(row.choices)] !== undefined),
    set: (index, patch) => {
      const row = rows[index];
      if (row) setEdits((current) => ({ ...current, [choicesKey(row.choices)]: { ...row, ...patch } }));
    },
  };
}

/** The options as they make variants: names and choice names, without what only changes their look. */
const optionsOf = (draft: ProductDraft) =>
  draft.options.map((o) => [o.name.trim(), o.choices.map((c) => c.name.trim())]);

/** The overrides for the edited rows, or the sentence for the first unreadable number; checked before sending. */
export function draftOverrides(
  edited: readonly VariantRow[],
  trackInventory: boolean,
): VariantOverride[] | string {
  const overrides: VariantOverride[] = [];
  for (const row of edited) {
    const values = valuesOf(row, trackInventory);
    if (typeof values === 'string') return values;
    overrides.push({ choices: row.choices, ...values });
  }
  return overrides;
}

export const sendDraftOverrides = (client: StoreClient, product: Product, overrides: VariantOverride[]) =>
  overrides.length > 0 ? sendOverrides(client, product.id!, overrides) : Promise.resolve();

export function DraftVariantGrid({ variants, draft }: { variants: DraftVariants; draft: ProductDraft }) {
  return (
    <section className="admin-section" aria-labelledby="draft-variants-title">
      <h2 id="draft-variants-title">Variants</h2>
      <p className="field-hint">
        A row per combination of choices. Empty price, cost or weight use the product’s own; saved with the
        product.
      </p>
      <VariantTable
        rows={variants.rows}
        trackInventory={draft.trackInventory}
        product={{ price: draft.price, cost: draft.cost, weight: draft.weight }}
        onChange={variants.set}
      />
    </section>
  );
}
