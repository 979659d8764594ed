// Which collections a product belongs to: one checkbox per collection, applied at once.
import { addProductsToCollection, removeProductsFromCollection } from '@cartwright/client/collections';
import type { Product } from '@cartwright/client/products';
import { collectionKeys, productKeys, useStoreClient, useStoreMutation } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { adminQueries } from '../admin-queries.js';
import { ALL_PRODUCTS_COLLECTION_ID } from './all-products.js';

export function ProductCollections({ product }: { product: Product }) {
  const client = useStoreClient();
  const collections = useQuery(adminQueries.allCollections(client));
  const member = new Set(product.collectionIds ?? []);
  const toggle = useStoreMutation({
    mutationFn: (store, { collectionId, join }: { collectionId: string; join: boolean }) =>
      (join ? addProductsToCollection : removeProductsFromCollection)(store, collectionId, [product.id!]),
    invalidates: [productKeys.all, collectionKeys.all],
  });
  // While the change is saved its box shows the wanted state, set in the click's own render (the mutation's
  // pending state arrives a tick later, and a controlled box would flip back meanwhile); the saved state
  // takes over once the product is read again (the refresh is part of the mutation).
  const [wanted, setWanted] = useState<{ collectionId: string; join: boolean }>();
  const change = (next: { collectionId: string; join: boolean }) => {
    setWanted(next);
    toggle.mutate(next, { onSettled: () => setWanted(undefined) });
  };
  const error = toggle.isError ? describeError(toggle.error) : undefined;

  // The default "All Products" collection holds every product; membership in it is not a choice.
  const choosable = (collections.data?.items ?? []).filter((c) => c.id !== ALL_PRODUCTS_COLLECTION_ID);
  return (
    <section className="admin-section" aria-labelledby="collections-title">
      <h2 id="collections-title">Collections</h2>
      <FormAlert message={error ?? (collections.isError ? describeError(collections.error) : undefined)} />
      {collections.isPending ? <p role="status">Loading collections…</p> : null}
      {collections.isSuccess && choosable.length === 0 ? <p>The store has no collections yet.</p> : null}
      <fieldset className="admin-fieldset checkbox-list" disabled={toggle.isPending}>
        <legend className="visually-hidden">Collections of this product</legend>
        {choosable.map((collection) => (
          <div className="field checkbox" key={collection.id}>
            <input
              id={`collection-${collection.id}`}
              type="checkbox"
              checked={
                wanted && wanted.collectionId === collection.id ? wanted.join : member.has(collection.id!)
              }
              onChange={(e) => change({ collectionId: collection.id!, join: e.currentTarget.checked })}
            />
            <label htmlFor={`collection-${collection.id}`}>{collection.name}</label>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
