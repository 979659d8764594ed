// The admin's product list table: a row per product with its picture, price, cost, weight, visibility and stock,
// each selectable for the bulk changes.
import type { Product } from '@cartwright/client/products';
import { Link } from 'wouter';

/** An amount in the product's currency ("$28.00"); a dash when there is none. */
function money(value: number | undefined, currency: string | undefined) {
  if (value === undefined) return '—';
  return currency
    ? new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(value)
    : value.toFixed(2);
}

/** A small picture of the product, so owners find it by sight; an empty square when it has none. */
function Thumbnail({ product }: { product: Product }) {
  const image = product.media?.mainMedia?.thumbnail ?? product.media?.mainMedia?.image;
  return image?.url ? (
    <img className="admin-thumbnail" src={image.url} alt="" loading="lazy" width={40} height={40} />
  ) : (
    <span className="admin-thumbnail" aria-hidden="true" />
  );
}

interface ProductTableProps {
  products: Product[];
  /** The page shown, for the table's caption. */
  page: number;
  /** The selected products, by id. */
  selected: ReadonlyMap<string, string>;
  toggle: (product: Product, on: boolean) => void;
  allShownSelected: boolean;
  toggleShown: (on: boolean) => void;
}

export function ProductTable({
  products,
  page,
  selected,
  toggle,
  allShownSelected,
  toggleShown,
}: ProductTableProps) {
  return (
    <div className="table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">Products, page {page}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select every product on this page"
                checked={allShownSelected}
                onChange={(e) => toggleShown(e.currentTarget.checked)}
              />
            </th>
            <th scope="col">
              <span className="visually-hidden">Picture</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Price</th>
            <th scope="col">Cost</th>
            <th scope="col">Weight</th>
            <th scope="col">Visible</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${product.name}`}
                  checked={selected.has(product.id!)}
                  onChange={(e) => toggle(product, e.currentTarget.checked)}
                />
              </td>
              <td>
                <Thumbnail product={product} />
              </td>
              <th scope="row">
                <Link to={`/products/${product.id}`}>{product.name}</Link>
              </th>
              <td>{money(product.priceData?.price, product.priceData?.currency)}</td>
              <td>{money(product.costAndProfitData?.itemCost, product.priceData?.currency)}</td>
              <td>{product.weight ?? '—'}</td>
              <td>{product.visible === false ? 'Hidden' : 'Visible'}</td>
              <td>{product.stock?.inStock === false ? 'Out of stock' : 'In stock'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
