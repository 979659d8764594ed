// The products of one collection: remove them, or find products by name and add them.

import { addProductsToCollection, removeProductsFromCollection } from '@cartwright/client/collections';
import { MAX_PAGE_SIZE, PRODUCT_SEARCH_MAX_LENGTH } from '@cartwright/contracts/limits';
import {
  collectionKeys,
  productKeys,
  productQueries,
  useStoreClient,
  useStoreMutation,
} from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field, FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';

const ADMIN_READ = { includeHiddenProducts: true } as const;

export function CollectionProducts({ collectionId }: { collectionId: string }) {
  const client = useStoreClient();
  const [search, setSearch] = useState('');
  const members = useQuery(
    productQueries.list(
      client,
      (q) => q.hasSome('collectionIds', [collectionId]).ascending('name').limit(MAX_PAGE_SIZE),
      ADMIN_READ,
    ),
  );
  const found = useQuery({
    // The best matches of the words, in any case, in names, SKUs, brands and descriptions.
    ...productQueries.list(client, (q) => q.limit(10), { ...ADMIN_READ, search }),
    enabled: search !== '',
  });
  const memberIds = new Set((members.data?.items ?? []).map((p) => p.id));

  const change = useStoreMutation({
    mutationFn: (client, { productId, add }: { productId: string; add: boolean }) =>
      (add ? addProductsToCollection : removeProductsFromCollection)(client, collectionId, [productId]),
    // Products list their collections; collections count their products.
    invalidates: [productKeys.all, collectionKeys.all],
  });
  const busy = change.isPending;
  const error = change.isError ? describeError(change.error) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };

  return (
    <section className="admin-section" aria-labelledby="collection-products-title">
      <h2 id="collection-products-title">Products in this collection</h2>
      <FormAlert message={error ?? (members.isError ? describeError(members.error) : undefined)} />
      {members.isPending ? <p role="status">Loading products…</p> : null}
      {members.isSuccess && members.data.items.length === 0 ? <p>No products yet.</p> : null}
      <ul className="member-list" aria-label="Products in this collection">
        {(members.data?.items ?? []).map((product) => (
          <li key={product.id}>
            {product.name}{' '}
            <button
              type="button"
              disabled={busy}
              onClick={() => change.mutate({ productId: product.id!, add: false })}
            >
              Remove {product.name}
            </button>
          </li>
        ))}
      </ul>
      <form className="inline-form" onSubmit={submit} aria-label="Find products to add">
        <Field label="Find products by name">
          {(c) => <input {...c} name="q" type="search" maxLength={PRODUCT_SEARCH_MAX_LENGTH} />}
        </Field>
        <button type="submit">Find</button>
      </form>
      {found.data ? (
        <ul className="member-list" aria-label="Products found">
          {found.data.items.length === 0 ? <li>No product matches “{search}”.</li> : null}
          {found.data.items.map((product) =>
            memberIds.has(product.id) ? (
              <li key={product.id}>{product.name} (in this collection)</li>
            ) : (
              <li key={product.id}>
                {product.name}{' '}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => change.mutate({ productId: product.id!, add: true })}
                >
                  Add {product.name}
                </button>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </section>
  );
}
