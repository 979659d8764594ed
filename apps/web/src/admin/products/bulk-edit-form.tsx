// Bulk change of the selected products: set, or adjust by an amount or a percentage, their price, cost
// or weight; per-product failures are listed by name.

import {
  type BulkProductsResponse,
  bulkAdjustProductProperty,
  bulkUpdateProducts,
} from '@cartwright/client/products';
import { MAX_IDS_PER_CALL } from '@cartwright/contracts/limits';
import { type OAuthStoreClient, productKeys, useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { FormAlert, SelectField, TextField } from '../../ui/forms/field.js';
import { DraftInvalid, type FormErrors, formErrors } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';

type Property = 'price' | 'cost' | 'weight';
type Mode = 'set' | 'amount' | 'percent';

interface BulkEditFormProps {
  /** Selected product ids → names (for the failure list). */
  selected: Map<string, string>;
}

interface BulkChange {
  property: Property;
  mode: Mode;
  value: string;
}

interface Outcome {
  succeeded: number;
  failures: { name: string; description: string }[];
}

async function applyInChunks(ids: string[], send: (ids: string[]) => Promise<BulkProductsResponse>) {
  const results: { id: string; success: boolean; description?: string }[] = [];
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
    const chunk = ids.slice(start, start + MAX_IDS_PER_CALL);
    const response = await send(chunk);
    for (const { itemMetadata: item } of response.results) {
      results.push({
        id: item.id ?? chunk[item.originalIndex] ?? '',
        success: item.success,
        description: item.error?.description,
      });
    }
  }
  return results;
}

/** Applies the change to every selected product; per-product refusals come back in the outcome. */
async function applyChange(
  client: OAuthStoreClient,
  selected: ReadonlyMap<string, string>,
  { property, mode, value }: BulkChange,
): Promise<Outcome> {
  const number = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(number)) throw new DraftInvalid({ value: 'Enter a number.' });
  if (mode === 'set' && number < 0) throw new DraftInvalid({ value: 'Enter 0 or more.' });
  const results = await applyInChunks([...selected.keys()], (chunk) =>
    mode === 'set'
      ? bulkUpdateProducts(client, chunk, { [property]: number })
      : bulkAdjustProductProperty(client, chunk, {
          [property]: mode === 'amount' ? { amount: number } : { percentage: { rate: number } },
        }),
  );
  return {
    succeeded: results.filter((r) => r.success).length,
    failures: results
      .filter((r) => !r.success)
      .map((r) => ({ name: selected.get(r.id) ?? r.id, description: r.description ?? 'Not changed.' })),
  };
}

const NO_ERRORS: FormErrors = { fields: {} };

export function BulkEditForm({ selected }: BulkEditFormProps) {
  const [property, setProperty] = useState<Property>('price');
  const [mode, setMode] = useState<Mode>('set');
  const [value, setValue] = useState('');
  const apply = useStoreMutation({
    mutationFn: (client, change: BulkChange) => applyChange(client, selected, change),
    invalidates: [productKeys.all],
  });
  const errors = apply.isError ? formErrors(apply.error, ['value']) : NO_ERRORS;
  const outcome = apply.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate({ property, mode, value });
  };

  return (
    <form className="admin-form bulk-form" onSubmit={submit} aria-labelledby="bulk-title" noValidate>
      <h2 id="bulk-title">Change selected products</h2>
      <p>
        {selected.size} product{selected.size === 1 ? '' : 's'} selected.
      </p>
      <SelectField
        label="Property"
        value={property}
        choices={{ price: 'Price', cost: 'Cost', weight: 'Weight' }}
        onValueChange={setProperty}
      />
      <SelectField
        label="Change"
        value={mode}
        choices={{
          set: 'Set to',
          amount: 'Increase or decrease by an amount',
          percent: 'Increase or decrease by a percentage',
        }}
        onValueChange={setMode}
      />
      <TextField
        label={
          mode === 'percent'
            ? 'Percent (negative to decrease)'
            : mode === 'amount'
              ? 'Amount (negative to decrease)'
              : 'New value'
        }
        error={errors.fields.value}
        inputMode="decimal"
        value={value}
        onValueChange={setValue}
      />
      <FormAlert message={errors.summary} />
      <SubmitButton pending={apply.isPending} pendingLabel="Applying…" disabled={selected.size === 0}>
        Apply to selected
      </SubmitButton>
      {outcome ? (
        <div role="status">
          <p>
            Updated {outcome.succeeded} of {outcome.succeeded + outcome.failures.length} products.
          </p>
          {outcome.failures.length > 0 ? (
            <ul aria-label="Products not changed">
              {outcome.failures.map((failure) => (
                <li key={failure.name}>
                  {failure.name}: {failure.description}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
