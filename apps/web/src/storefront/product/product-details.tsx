// The body of a product page: gallery, name, price, option pickers, stock, quantity and the cart button.
import type { Product } from '@cartwright/client/products';
import { useState } from 'react';
import { PriceTag } from '../price-tag.js';
import { productStockLabel } from '../product-facts.js';
import { type Selection, selectedVariant, type Variant } from './choice-availability.js';
import { OptionPickers } from './option-pickers.js';
import { ProductGallery } from './product-gallery.js';
import { QuantityStepper } from './quantity-stepper.js';

/** Most items of one line a shopper can ask for when stock is not tracked. */
const MAX_QUANTITY = 99;

function stockLabel(product: Product, variant: Variant | undefined, complete: boolean): string {
  if (!complete) return productStockLabel(product);
  if (variant === undefined) return 'This combination is not available';
  if (variant.stock?.inStock === false) return 'Out of stock';
  const quantity = variant.stock?.trackQuantity ? variant.stock.quantity : undefined;
  return quantity === undefined ? 'In stock' : `In stock: ${quantity} left`;
}

/** Everything a shopper needs to choose a product; adding to the cart comes with the cart. */
export function ProductDetails({ product }: { product: Product }) {
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const options = product.productOptions ?? [];
  const complete = options.every((o) => selection[o.name ?? ''] !== undefined);
  const variant = options.length > 0 ? selectedVariant(product, selection) : undefined;
  const stock = variant?.stock ?? product.stock;
  const tracked = variant ? variant.stock?.trackQuantity : product.stock?.trackInventory;
  const max = tracked && stock?.quantity !== undefined ? Math.max(1, stock.quantity) : MAX_QUANTITY;
  const ribbon = product.ribbon ?? product.ribbons?.[0]?.text;

  return (
    <article className="product-details" aria-labelledby="product-title">
      <ProductGallery product={product} />
      <div className="product-summary">
        {product.brand ? <p className="brand-name">{product.brand}</p> : null}
        <h1 id="product-title">{product.name}</h1>
        {ribbon ? <span className="ribbon">{ribbon}</span> : null}
        <div aria-live="polite" className="product-price-stock">
          <PriceTag className="product-price" data={variant?.variant?.priceData ?? product.priceData} />
          <p className="stock-state">{stockLabel(product, variant, complete)}</p>
        </div>
        <form className="product-form" aria-label="Choose options" onSubmit={(e) => e.preventDefault()}>
          <OptionPickers
            product={product}
            selection={selection}
            onPick={(name, choice) => setSelection((s) => ({ ...s, [name]: choice }))}
          />
          <QuantityStepper value={Math.min(quantity, max)} max={max} onChange={setQuantity} />
          <button type="submit" className="button-link" disabled>
            Add to cart (coming soon)
          </button>
        </form>
        {product.description ? (
          <section className="product-description" aria-label="Description">
            <p>{product.description}</p>
          </section>
        ) : null}
        {(product.additionalInfoSections ?? []).map((section) => (
          <section key={section.title} className="info-section">
            <h2>{section.title}</h2>
            <p>{section.description}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
