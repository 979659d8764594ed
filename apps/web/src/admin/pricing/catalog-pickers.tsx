// Choosing the products or collections a coupon or discount rule is limited to, with the catalog's own reads:
// chosen products by id, more found by name; collections as checkboxes.
import { MAX_IDS_PER_CALL, PRODUCT_SEARCH_MAX_LENGTH } from '@cartwright/contracts/limits';
import { productQueries, useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { FieldError, FormAlert, TextField } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { adminQueries } from '../admin-queries.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../products/all-products.js';

const ADMIN_READ = { includeHiddenProducts: true } as const;

interface PickerProps {
  legend: string;
  /** Said when nothing is chosen. */
  noneText: string;
  ids: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

function readFailure(...errors: (Error | null)[]): string | undefined {
  const first = errors.find((e) => e !== null);
  return first ? describeError(first) : undefined;
}

export function ProductPicker({ legend, noneText, ids, onChange, error }: PickerProps) {
  const client = useStoreClient();
  const errorId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const chosen = useQuery({
    ...productQueries.list(client, (q) => q.in('id', ids).limit(MAX_IDS_PER_CALL), ADMIN_READ),
    enabled: ids.length > 0,
  });
  const found = useQuery({
    // The best matches of the words, in any case, in names, SKUs, brands and descriptions.
    ...productQueries.list(client, (q) => q.limit(10), { ...ADMIN_READ, search }),
    enabled: search !== '',
  });
  const names = new Map((chosen.data?.items ?? []).map((product) => [product.id, product.name]));
  // A product deleted since it was chosen has no name left; it can still be removed from the list.
  const nameOf = (id: string) => names.get(id) ?? (chosen.isPending ? id : `Deleted product ${id}`);
  const find = () => setSearch(text.trim());
  // Enter in the search box finds products instead of saving the whole form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };

  return (
    <fieldset className="admin-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <FormAlert message={readFailure(chosen.error, found.error)} />
      {ids.length === 0 ? (
        <p>{noneText}</p>
      ) : (
        <ul className="member-list" aria-label={`${legend}: chosen`}>
          {ids.map((id) => (
            <li key={id}>
              {nameOf(id)}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => onChange(ids.filter((i) => i !== id))}
              >
                Remove {nameOf(id)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="inline-form">
        <TextField
          label="Find products by name"
          type="search"
          maxLength={PRODUCT_SEARCH_MAX_LENGTH}
          value={text}
          onValueChange={(value) => setText(value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" onClick={find}>
          Find products
        </button>
      </div>
      {found.data ? (
        <ul className="member-list" aria-label={`${legend}: found`}>
          {found.data.items.length === 0 ? <li>No product matches “{search}”.</li> : null}
          {found.data.items.map((product) =>
            ids.includes(product.id!) ? (
              <li key={product.id}>{product.name} (chosen)</li>
            ) : (
              <li key={product.id}>
                {product.name}{' '}
                <button
                  type="button"
                  disabled={ids.length >= MAX_IDS_PER_CALL}
                  onClick={() => onChange([...ids, product.id!])}
                >
                  Add {product.name}
                </button>
              </li>
            ),
          )}
        </ul>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export function CollectionPicker({ legend, noneText, ids, onChange, error }: PickerProps) {
  const client = useStoreClient();
  const errorId = useId();
  const idPrefix = useId();
  const collections = useQuery(adminQueries.allCollections(client));
  // The default collection holds every product: limiting to it is the same as not limiting.
  const choosable = (collections.data?.items ?? []).filter((c) => c.id !== ALL_PRODUCTS_COLLECTION_ID);
  const toggle = (id: string, on: boolean) => onChange(on ? [...ids, id] : ids.filter((i) => i !== id));
  // Chosen but not listed: deleted since, or past the first page of collections. Still removable.
  const unlisted = collections.isSuccess ? ids.filter((id) => !choosable.some((c) => c.id === id)) : [];
  const boxes = [
    ...choosable.map((c) => ({ id: c.id!, name: c.name ?? c.id! })),
    ...unlisted.map((id) => ({ id, name: `Collection ${id}` })),
  ];
  return (
    <fieldset className="admin-fieldset checkbox-list" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <FormAlert message={readFailure(collections.error)} />
      {collections.isPending ? <p role="status">Loading collections…</p> : null}
      {collections.isSuccess && choosable.length === 0 ? <p>The store has no collections yet.</p> : null}
      {ids.length === 0 && choosable.length > 0 ? <p className="field-hint">{noneText}</p> : null}
      {boxes.map((box) => (
        <div className="field checkbox" key={box.id}>
          <input
            id={`${idPrefix}-${box.id}`}
            type="checkbox"
            checked={ids.includes(box.id)}
            onChange={(e) => toggle(box.id, e.currentTarget.checked)}
          />
          <label htmlFor={`${idPrefix}-${box.id}`}>{box.name}</label>
        </div>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
