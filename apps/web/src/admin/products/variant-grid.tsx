// The variant grid of a saved product with managed variants: price, cost, weight, SKU, visibility and stock
// per combination of choices, saved with updateProductVariants (only the rows that changed).
import type { Product, VariantOverride } from '@cartwright/client/products';
import { type OAuthStoreClient, productKeys, useStoreClient, useStoreMutation } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { adminQueries } from '../admin-queries.js';
import { savedRows, sendOverrides, type VariantRow, valuesOf } from './variant-rows.js';
import { VariantTable } from './variant-table.js';

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

const savedText = (count: number) =>
  count === 0 ? 'No variant changed.' : `Saved ${count} variant${count === 1 ? '' : 's'}.`;

/** Loads the product's variants and what each sets itself, and shows the grid once both are there. */
export function VariantGrid({ product }: { product: Product }) {
  const client = useStoreClient();
  const variants = useQuery(adminQueries.variants(client, product.id!));
  const own = useQuery(adminQueries.variantOverrides(client, product.id!));
  if (variants.isPending || own.isPending) return <p role="status">Loading variants…</p>;
  const error = variants.error ?? own.error;
  if (error) return <FormAlert message={`Could not load the variants: ${error.message}`} />;
  return (
    // Keyed by the variants: new choices make a new grid (also when the read was stale at first).
    <SavedVariants
      key={JSON.stringify(variants.data!.variants.map((v) => v.id))}
      product={product}
      rows={savedRows(variants.data!.variants, own.data!.variants)}
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
  const list: VariantOverride[] = [];
  rows.forEach((row, i) => {
    if (JSON.stringify(row) === JSON.stringify(saved[i])) return;
    const values = valuesOf(row, trackInventory, saved[i]);
    if (typeof values === 'string') throw new Error(values);
    list.push({ variantIds: [row.id], ...values });
  });
  await sendOverrides(client, product.id!, list);
  return list.length;
}

/**
 * The rows shown: the saved ones, with the owner's edits on top. When the saved rows change (a save of the product
 * or of the grid reads them again), each row the owner has not touched takes the new saved values at once.
 */
function useEditedRows(saved: VariantRow[]) {
  const [state, setState] = useState({ base: saved, rows: saved });
  let { base, rows } = state;
  if (JSON.stringify(saved) !== JSON.stringify(base)) {
    rows = rows.map((row, i) => (JSON.stringify(row) === JSON.stringify(base[i]) ? saved[i]! : row));
    base = saved;
    setState({ base, rows });
  }
  const set = (index: number, patch: Partial<VariantRow>) =>
    setState((current) => ({
      ...current,
      rows: current.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));
  /** The rows sent were saved: once read back they take the saved values (26.0 typed reads back as 26). */
  const commit = (sent: readonly VariantRow[]) => setState((current) => ({ ...current, base: [...sent] }));
  return { rows, set, commit };
}

function SavedVariants({ product, rows: saved }: { product: Product; rows: VariantRow[] }) {
  const trackInventory = product.stock?.trackInventory === true;
  const { rows, set, commit } = useEditedRows(saved);
  const save = useStoreMutation({
    mutationFn: (client, changed: readonly VariantRow[]) => saveChangedRows(client, product, changed, saved),
    invalidates: [productKeys.all],
    onSuccess: (_count, sent) => commit(sent),
  });

  return (
    <section className="admin-section" aria-labelledby="variants-title">
      <h2 id="variants-title">Variants</h2>
      <VariantTable
        rows={rows}
        trackInventory={trackInventory}
        product={{
          price: text(product.priceData?.price),
          cost: text(product.costAndProfitData?.itemCost),
          weight: text(product.weight),
        }}
        onChange={set}
      />
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
