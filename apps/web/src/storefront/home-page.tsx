// Storefront home: a hero that leads into the shop, the store's collections when it has any, and its newest products.
import { useCollections, useProducts } from '@cartwright/react';
import { Link } from 'wouter';
import { useWebConfig } from '../app/web-config-context.js';
import { ProductGrid } from './product-card.js';
import { ProductGridSkeleton } from './product-grid-skeleton.js';

const FEATURED_PRODUCTS = 8;

function FeaturedCollections() {
  const collections = useCollections((q) => q.ascending('name').limit(6));
  // Collections are extra: when there are none or they cannot be read, the home shows products only.
  const items = collections.data?.items.filter((c) => c.slug) ?? [];
  if (items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-collections">
      <h2 id="home-collections">Collections</h2>
      <ul className="collection-list">
        {items.map((collection) => (
          <li key={collection.id}>
            <Link to={`/collections/${encodeURIComponent(collection.slug!)}`}>{collection.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewestProducts() {
  const products = useProducts((q) => q.descending('numericId').limit(FEATURED_PRODUCTS));
  return (
    <section className="home-section" aria-labelledby="home-newest">
      <h2 id="home-newest">New in the shop</h2>
      <p
        role="status"
        aria-live="polite"
        className={products.isPending ? 'visually-hidden' : 'listing-count'}
      >
        {products.isPending
          ? 'Loading products…'
          : products.data?.items.length === 0
            ? 'No products in the shop yet.'
            : ''}
      </p>
      {products.isPending ? <ProductGridSkeleton count={FEATURED_PRODUCTS} /> : null}
      {products.isError ? (
        <p className="error-message" role="alert">
          Products could not be loaded: {products.error.message}
        </p>
      ) : null}
      {products.data && products.data.items.length > 0 ? (
        <ProductGrid products={products.data.items} label="Newest products" />
      ) : null}
      <p>
        <Link to="/products">Browse all products</Link>
      </p>
    </section>
  );
}

/** The `/` route. */
export function HomePage() {
  const { storeName } = useWebConfig();
  return (
    <section className="page" aria-labelledby="home-title">
      <div className="hero">
        <h1 id="home-title">Welcome to {storeName}</h1>
        <p className="lede">Browse as a guest, or sign in to your account.</p>
        <p className="actions">
          <Link className="button-link hero-button" to="/products">
            Shop all products
          </Link>
        </p>
      </div>
      <FeaturedCollections />
      <NewestProducts />
    </section>
  );
}
