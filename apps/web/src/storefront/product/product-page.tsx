// The product page (`/product-page/:slug`, the productPageUrl path the server computes): finds the product by slug.
import { useProducts } from '@cartwright/react';
import { Link, useParams } from 'wouter';
import { ProductDetails } from './product-details.js';

/** The `/product-page/:slug` route, loaded lazily. */
export function ProductPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  // Variants come along so the pickers know which combinations are in stock.
  const result = useProducts((q) => q.eq('slug', slug).limit(1), { includeVariants: true });
  // A previous product kept as placeholder data is not this one.
  if (result.isPending || result.isPlaceholderData) {
    return (
      <p className="boot-status" role="status">
        Loading the product…
      </p>
    );
  }
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
  return <ProductDetails key={product.id} product={product} />;
}
