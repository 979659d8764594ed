// A collection page (`/collections/:slug`): the collection's name and description, then its products.
import { isApiError } from '@cartwright/client';
import { useCollection } from '@cartwright/react';
import { Link, useParams } from 'wouter';
import { ProductGridSkeleton } from '../product-grid-skeleton.js';
import { PAGE_SIZE } from './listing-params.js';
import { ProductListing } from './product-listing.js';

/** The `/collections/:slug` route, loaded lazily. */
export function CollectionPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const collection = useCollection(slug);
  if (collection.isPending) {
    return (
      <section className="page">
        <p className="visually-hidden" role="status">
          Loading the collection…
        </p>
        <div className="skeleton skeleton-title" aria-hidden="true" />
        <ProductGridSkeleton count={PAGE_SIZE} />
      </section>
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
        // The server matches every product to the All Products collection's id, so it needs no special case.
        <ProductListing collectionId={id} label={`Products in ${name}`} />
      ) : null}
    </section>
  );
}
