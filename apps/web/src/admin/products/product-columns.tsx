// The columns of the admin's product list: a row per product with its picture, price, cost, weight, visibility and
// stock.
import type { Product } from '@cartwright/client/products';
import type { Column } from '../../ui/entities/resource-table.js';

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

/** The product list's columns; the name links to the editor. */
export const PRODUCT_COLUMNS: readonly Column<Product>[] = [
  { heading: 'Picture', headingHidden: true, cell: (product) => <Thumbnail product={product} /> },
  { heading: 'Name', rowHeading: true, cell: (product) => product.name },
  { heading: 'Price', cell: (product) => money(product.priceData?.price, product.priceData?.currency) },
  {
    heading: 'Cost',
    cell: (product) => money(product.costAndProfitData?.itemCost, product.priceData?.currency),
  },
  { heading: 'Weight', cell: (product) => product.weight ?? '—' },
  { heading: 'Visible', cell: (product) => (product.visible === false ? 'Hidden' : 'Visible') },
  { heading: 'Stock', cell: (product) => (product.stock?.inStock === false ? 'Out of stock' : 'In stock') },
];
