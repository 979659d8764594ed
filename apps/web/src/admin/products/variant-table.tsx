// The cells of a variant grid: price, cost, weight, SKU, visibility and stock for each combination of choices.
// The saved grid and the editor's grid before saving both show their rows with it.
import { PRODUCT_SKU_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useId } from 'react';
import type { VariantRow } from './variant-rows.js';

interface VariantTableProps {
  rows: readonly VariantRow[];
  trackInventory: boolean;
  /** The product's own price, cost and weight, which an empty cell leaves in force (shown in it). */
  product: Partial<Record<'price' | 'cost' | 'weight', string>>;
  onChange: (index: number, patch: Partial<VariantRow>) => void;
}

/**
 * Whether a row's price is its own or the product's: an empty price follows the product's (shown in the cell),
 * also after the product's price changes; an own price can be given up for it.
 */
function PriceSource({ id, row, onReset }: { id: string; row: VariantRow; onReset: () => void }) {
  if (row.price.trim() === '')
    return (
      <span id={id} className="variant-price-source">
        Product price
      </span>
    );
  return (
    <span className="variant-price-source">
      <span id={id} className="status-badge status-active">
        Own price
      </span>{' '}
      <button
        type="button"
        className="link-button"
        onClick={onReset}
        aria-label={`Use the product price for ${row.name}`}
      >
        Use product price
      </button>
    </span>
  );
}

export function VariantTable({ rows, trackInventory, product, onChange }: VariantTableProps) {
  const ids = useId();
  return (
    <div className="table-scroll">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Price</th>
            <th scope="col">Cost</th>
            <th scope="col">Weight</th>
            <th scope="col">SKU</th>
            <th scope="col">Visible</th>
            <th scope="col">{trackInventory ? 'Quantity' : 'In stock'}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id}>
              <th scope="row">{row.name || 'Default'}</th>
              {(['price', 'cost', 'weight'] as const).map((key) => (
                <td key={key}>
                  <input
                    aria-label={`${key[0]!.toUpperCase()}${key.slice(1)} of ${row.name}`}
                    {...(key === 'price' ? { 'aria-describedby': `${ids}-price-${index}` } : {})}
                    inputMode="decimal"
                    size={7}
                    value={row[key]}
                    placeholder={product[key]}
                    onChange={(e) => onChange(index, { [key]: e.currentTarget.value })}
                  />
                  {key === 'price' ? (
                    <PriceSource
                      id={`${ids}-price-${index}`}
                      row={row}
                      onReset={() => onChange(index, { price: '' })}
                    />
                  ) : null}
                </td>
              ))}
              <td>
                <input
                  aria-label={`SKU of ${row.name}`}
                  size={10}
                  maxLength={PRODUCT_SKU_MAX_LENGTH}
                  value={row.sku}
                  onChange={(e) => onChange(index, { sku: e.currentTarget.value })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${row.name} visible`}
                  checked={row.visible}
                  onChange={(e) => onChange(index, { visible: e.currentTarget.checked })}
                />
              </td>
              <td>
                {trackInventory ? (
                  <input
                    aria-label={`Quantity of ${row.name}`}
                    inputMode="numeric"
                    size={5}
                    value={row.quantity}
                    onChange={(e) => onChange(index, { quantity: e.currentTarget.value })}
                  />
                ) : (
                  <input
                    type="checkbox"
                    aria-label={`${row.name} in stock`}
                    checked={row.inStock}
                    onChange={(e) => onChange(index, { inStock: e.currentTarget.checked })}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
