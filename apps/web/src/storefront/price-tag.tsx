// Price display: the price to pay, with the full price struck through when a discount applies.
import type { Product } from '@cartwright/client/products';
import { priceView } from './product-facts.js';

/** Shows `data` (a product's or variant's PriceData). */
export function PriceTag({ data, className }: { data: Product['priceData']; className?: string }) {
  const { current, full } = priceView(data);
  return (
    <p className={`price ${className ?? ''}`}>
      {full !== undefined ? (
        <>
          <del>
            <span className="visually-hidden">Full price </span>
            {full}
          </del>{' '}
          <ins>
            <span className="visually-hidden">Sale price </span>
            {current}
          </ins>
        </>
      ) : (
        <span>{current}</span>
      )}
    </p>
  );
}

/** "From $45": the lowest price of a product whose variants differ in price, before a choice is made. */
export function FromPriceTag({ amount, className }: { amount: string; className?: string }) {
  return (
    <p className={`price ${className ?? ''}`}>
      <span>From {amount}</span>
    </p>
  );
}
