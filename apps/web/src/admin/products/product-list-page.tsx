// /admin/products: every product, hidden ones too, with search, filters, sort, paging and bulk changes.
import type { Product } from '@cartwright/client/products';
import { productQueries, useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { adminQueries } from '../admin-queries.js';
import { ListPager } from '../entities/list-pager.js';
import { useRowSelection } from '../entities/use-row-selection.js';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { ALL_PRODUCTS_COLLECTION_ID } from './all-products.js';
import { BulkEditForm } from './bulk-edit-form.js';
import {
  type ProductFilters,
  ProductFiltersForm,
  productListOptions,
  productListQuery,
} from './product-filters.js';

export const PAGE_SIZE = 20;

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

export function ProductListPage() {
  const client = useStoreClient();
  const [filters, setFilters] = useState<ProductFilters>({
    search: '',
    collectionId: '',
    visibility: 'all',
    stock: 'all',
    sort: 'updated',
    page: 1,
  });
  const list = useQuery({
    ...productQueries.list(client, productListQuery(filters, PAGE_SIZE), productListOptions(filters)),
    placeholderData: keepPreviousData,
  });
  const collections = useQuery(adminQueries.allCollections(client));
  const page = list.data;
  const shown = page?.items ?? [];
  const total = page?.totalCount;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / PAGE_SIZE));

  const { selected, toggle, allShownSelected, toggleShown } = useRowSelection(
    shown,
    (product: Product) => product.name ?? product.id!,
  );

  return (
    <section className="page" aria-labelledby="products-admin-title">
      <h1 id="products-admin-title">Products</h1>
      <p>
        <Link className="button-link" to="/products/new">
          New product
        </Link>
      </p>
      <ProductFiltersForm
        filters={filters}
        collections={(collections.data?.items ?? []).filter((c) => c.id !== ALL_PRODUCTS_COLLECTION_ID)}
        onChange={setFilters}
      />
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isPending ? <p role="status">Loading products…</p> : null}
      {page ? (
        <>
          <p className="listing-count" role="status">
            {total === undefined ? `${shown.length} products` : `${total} product${total === 1 ? '' : 's'}`}
          </p>
          <div className="table-scroll">
            <table className="admin-table">
              <caption className="visually-hidden">Products, page {filters.page}</caption>
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
                {shown.map((product) => (
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
          <ListPager
            label="Product pages"
            page={filters.page}
            pageCount={pages}
            hasNext={page.hasNext()}
            onPage={(next) => setFilters({ ...filters, page: next })}
          />
        </>
      ) : null}
      {selected.size > 0 ? <BulkEditForm selected={selected} /> : null}
    </section>
  );
}
