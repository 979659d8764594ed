// /admin/products: every product, hidden ones too, with search, filters, sort, paging and bulk changes.
import type { Product } from '@cartwright/client/products';
import { productQueries, useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { pageCountOf } from '../../ui/entities/list-pager.js';
import { countOf, ResourceTable } from '../../ui/entities/resource-table.js';
import { useRowSelection } from '../../ui/entities/use-row-selection.js';
import { adminQueries } from '../admin-queries.js';
import { ALL_PRODUCTS_COLLECTION_ID } from './all-products.js';
import { BulkEditForm } from './bulk-edit-form.js';
import { PRODUCT_COLUMNS } from './product-columns.js';
import {
  type ProductFilters,
  ProductFiltersForm,
  productListOptions,
  productListQuery,
} from './product-filters.js';

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
  const selection = useRowSelection(shown, (product: Product) => product.name ?? product.id!);

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
      <ResourceTable
        noun="products"
        columns={PRODUCT_COLUMNS}
        rows={page?.items}
        rowKey={(product) => product.id!}
        rowLink={(product) => `/products/${product.id}`}
        loading={list.isPending}
        error={list.error}
        empty="No product matches."
        count={countOf(total, shown.length, 'product')}
        caption={`Products, page ${filters.page}`}
        selection={{
          ...selection,
          allLabel: 'Select every product on this page',
          rowLabel: (product) => `Select ${product.name}`,
        }}
        pager={{
          label: 'Product pages',
          page: filters.page,
          pageCount: pageCountOf(total, PAGE_SIZE),
          hasNext: page?.hasNext() ?? false,
          onPage: (next) => setFilters({ ...filters, page: next }),
        }}
      />
      {selection.selected.size > 0 ? <BulkEditForm selected={selection.selected} /> : null}
    </section>
  );
}
