// Which collections a product belongs to: one checkbox per collection, applied at once.
import { addProductsToCollection, removeProductsFromCollection } from '@cartwright/client/collections';
import type { Product } from '@cartwright/client/products';
import { collectionKeys, productKeys, useStoreClient } from '@cartwright/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueries } from '../admin-queries.js';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { ALL_PRODUCTS_COLLECTION_ID } from './all-products.js';

export function ProductCollections({ product }: { product: Product }) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const collections = useQuery(adminQueries.allCollections(client));
  const [error, setError] = useState<string>();
  // The box shows the wanted state at once; the saved state takes over once the product is read again.
  const [wanted, setWanted] = useState<Record<string, boolean>>({});
  const member = new Set(product.collectionIds ?? []);
  const busy = Object.keys(wanted).length > 0;

  const toggle = async (collectionId: string, join: boolean) => {
    setWanted({ [collectionId]: join });
    setError(undefined);
    try {
      const change = join ? addProductsToCollection : removeProductsFromCollection;
      await change(client, collectionId, [product.id!]);
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setWanted({});
    }
  };

  // The default "All Products" collection holds every product; membership in it is not a choice.
  const choosable = (collections.data?.items ?? []).filter((c) => c.id !== ALL_PRODUCTS_COLLECTION_ID);
  return (
    <section className="admin-section" aria-labelledby="collections-title">
      <h2 id="collections-title">Collections</h2>
      <FormAlert message={error ?? (collections.isError ? describeError(collections.error) : undefined)} />
      {collections.isPending ? <p role="status">Loading collections…</p> : null}
      {collections.isSuccess && choosable.length === 0 ? <p>The store has no collections yet.</p> : null}
      <fieldset className="admin-fieldset checkbox-list" disabled={busy}>
        <legend className="visually-hidden">Collections of this product</legend>
        {choosable.map((collection) => (
          <div className="field checkbox" key={collection.id}>
            <input
              id={`collection-${collection.id}`}
              type="checkbox"
              checked={wanted[collection.id!] ?? member.has(collection.id!)}
              onChange={(e) => toggle(collection.id!, e.currentTarget.checked)}
            />
            <label htmlFor={`collection-${collection.id}`}>{collection.name}</label>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
