// The product page (`/product-page/:slug`, the productPageUrl path the server computes). This part is in the
// main bundle so the product query starts with the first render; the details load lazily alongside it.
import { useProducts } from '@cartwright/react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';

const ProductDetails = lazy(async () => ({ default: (await import('./product-details.js')).ProductDetails }));

// A placeholder shaped like the product page, so the page does not jump when the product arrives.
const loading = (
  <div className="product-details">
    <p className="visually-hidden" role="status">
      Loading the product…
    </p>
    <div className="skeleton skeleton-image" aria-hidden="true" />
    <div className="product-summary" aria-hidden="true">
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line skeleton-short" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-button" />
    </div>
  </div>
);

/** The `/product-page/:slug` route: finds the product by slug, with its variants for the option pickers. */
export function ProductPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const result = useProducts((q) => q.eq('slug', slug).limit(1), { includeVariants: true });
  // A previous product kept as placeholder data is not this one.
  if (result.isPending || result.isPlaceholderData) return loading;
  const product = result.data?.items[0];
  if (product === undefined) {
    return (
      <section className="page" aria-labelledby="product-missing-title">
        <h1 id="product-missing-title">
          {result.isError ? 'The product could not be loaded' : 'Product not found'}
        </h1>
        <p role="alert">{result.isError ? result.error.message : `There is no product “${slug}”.`}</p>
        <p>
          <Link to="/products">Browse all products</Link>
        </p>
      </section>
    );
  }
  return (
    <Suspense fallback={loading}>
      <ProductDetails key={product.id} product={product} />
    </Suspense>
  );
}
