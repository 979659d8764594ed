// /admin/products: every product, hidden ones too, with search, filters, sort, paging and bulk changes.
import type { Product } from '@cartwright/client/products';
import { productQueries, useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { ListPager } from '../../ui/entities/list-pager.js';
import { useRowSelection } from '../../ui/entities/use-row-selection.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { adminQueries } from '../admin-queries.js';
import { ALL_PRODUCTS_COLLECTION_ID } from './all-products.js';
import { BulkEditForm } from './bulk-edit-form.js';
import {
  type ProductFilters,
  ProductFiltersForm,
  productListOptions,
  productListQuery,
} from './product-filters.js';
import { ProductTable } from './product-table.js';

export const PAGE_SIZE = 20;

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
          <ProductTable
            products={shown}
            page={filters.page}
            selected={selected}
            toggle={toggle}
            allShownSelected={allShownSelected}
            toggleShown={toggleShown}
          />
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
