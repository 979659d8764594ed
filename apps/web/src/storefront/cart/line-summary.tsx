// One cart or checkout line as a shopper recognises it: image, name (linking to the product) and options;
// and its unit price, with the full price struck through when the product is on sale.
import type { LineItem } from '@cartwright/client/cart';
import { Link } from 'wouter';
import { lineName, lineOptions, linePath, lineUnitPrice } from './line-view.js';

/** `onNavigate` runs when the product link is followed (the drawer closes itself with it). */
export function LineSummary({ line, onNavigate }: { line: LineItem; onNavigate?: () => void }) {
  const name = lineName(line);
  const path = linePath(line);
  const options = lineOptions(line);
  return (
    <div className="line-summary">
      {line.image?.url ? (
        // The name next to it says what it shows.
        <img className="line-image" src={line.image.url} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="line-image line-image-empty" aria-hidden="true" />
      )}
      <div className="line-text">
        <p className="line-name">
          {path ? (
            <Link to={path} onClick={onNavigate}>
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {options.length > 0 ? (
          <ul className="line-options" aria-label={`Options of ${name}`}>
            {options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** "$24.00 each", or the sale price after the struck-through full price. */
export function LineUnitPrice({ line }: { line: LineItem }) {
  const { price, fullPrice } = lineUnitPrice(line);
  if (price === undefined) return null;
  return (
    <p className="line-price">
      {fullPrice ? (
        <>
          <del>
            <span className="visually-hidden">Full price </span>
            {fullPrice}
          </del>{' '}
          <ins>
            <span className="visually-hidden">Sale price </span>
            {price}
          </ins>
        </>
      ) : (
        price
      )}{' '}
      <span className="line-price-unit">each</span>
    </p>
  );
}
