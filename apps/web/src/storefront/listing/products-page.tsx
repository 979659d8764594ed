// The all-products page (`/products`): every visible product, with filters, sort and paging in the URL.
import { ProductListing } from './product-listing.js';

/** The `/products` route, loaded lazily. */
export function ProductsPage() {
  return (
    <section className="page" aria-labelledby="products-title">
      <h1 id="products-title">All products</h1>
      <ProductListing label="Products" />
    </section>
  );
}
