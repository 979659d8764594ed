// A collection page (`/collections/:slug`): the collection's name and description, then its products.
import { isApiError } from '@cartwright/client';
import { useCollection } from '@cartwright/react';
import { Link, useParams } from 'wouter';
import { ProductListing } from './product-listing.js';

/**
 * The platform's fixed id of the default "All Products" collection. It holds every product without
 * membership, so its listing is the whole store rather than a `collectionIds` filter.
 */
const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';

/** The `/collections/:slug` route, loaded lazily. */
export function CollectionPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const collection = useCollection(slug);
  if (collection.isPending) {
    return (
      <p className="boot-status" role="status">
        Loading the collection…
      </p>
    );
  }
  if (collection.isError) {
    const missing = isApiError(collection.error) && collection.error.status === 404;
    return (
      <section className="page" aria-labelledby="collection-title">
        <h1 id="collection-title">
          {missing ? 'Collection not found' : 'The collection could not be loaded'}
        </h1>
        <p role="alert">{missing ? `There is no collection “${slug}”.` : collection.error.message}</p>
        <p>
          <Link to="/products">Browse all products</Link>
        </p>
      </section>
    );
  }
  const { id, name, description } = collection.data;
  return (
    <section className="page" aria-labelledby="collection-title">
      <h1 id="collection-title">{name}</h1>
      {description ? <p className="lede">{description}</p> : null}
      {id ? (
        <ProductListing
          collectionId={id === ALL_PRODUCTS_COLLECTION_ID ? undefined : id}
          label={`Products in ${name}`}
        />
      ) : null}
    </section>
  );
}
