// One product in a grid: image, name (the link to its page), price and stock.
import type { Product } from '@cartwright/client/products';
import { Link } from 'wouter';
import { FromPriceTag, PriceTag } from './price-tag.js';
import { fromPrice, productPath, productStockLabel } from './product-facts.js';

/** A list item; the heading link is the card's only focus stop. */
export function ProductCard({ product }: { product: Product }) {
  const image = product.media?.mainMedia?.thumbnail ?? product.media?.mainMedia?.image;
  const ribbon = product.ribbon ?? product.ribbons?.[0]?.text;
  const from = fromPrice(product);
  return (
    <li className="product-card">
      {image?.url ? (
        <img src={image.url} alt="" loading="lazy" width={image.width} height={image.height} />
      ) : (
        <div className="product-card-no-image" aria-hidden="true" />
      )}
      {ribbon ? <span className="ribbon">{ribbon}</span> : null}
      <h3>
        <Link to={productPath(product)}>{product.name}</Link>
      </h3>
      {from ? <FromPriceTag amount={from} /> : <PriceTag data={product.priceData} />}
      <p className="stock-state">{productStockLabel(product)}</p>
    </li>
  );
}

/** A grid of product cards under an accessible name. */
export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ul>
  );
}
