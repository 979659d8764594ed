// /admin/collections: every collection, hidden ones too, a page at a time.
import type { Collection } from '@cartwright/client/collections';
import type { QueryResult } from '@cartwright/client/query';
import { type collectionKeys, collectionQueries } from '@cartwright/react';
import { Link } from 'wouter';
import type { ListKind } from '../../ui/entities/entity-list.js';
import { EntityListPage } from '../../ui/entities/entity-list-page.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../products/all-products.js';

const PAGE_SIZE = 20;

const collectionList: ListKind<
  QueryResult<Collection>,
  Collection,
  ReturnType<typeof collectionKeys.list>
> = {
  noun: 'collections',
  newPath: '/collections/new',
  newLabel: 'New collection',
  page: (client, page) =>
    collectionQueries.list(client, (q) =>
      q
        .ascending('name')
        .limit(PAGE_SIZE)
        .skip((page - 1) * PAGE_SIZE),
    ),
  items: (data) => data.items,
  span: (data) => ({
    hasNext: data.hasNext(),
    pageCount:
      data.totalCount === undefined ? undefined : Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)),
  }),
  columns: [
    {
      heading: 'Name',
      cell: (collection) => (
        <>
          <Link to={`/collections/${collection.id}`}>{collection.name}</Link>
          {collection.id === ALL_PRODUCTS_COLLECTION_ID ? ' (every product)' : ''}
        </>
      ),
    },
    { heading: 'Slug', cell: (collection) => collection.slug },
    { heading: 'Products', cell: (collection) => collection.numberOfProducts ?? 0 },
    { heading: 'Visible', cell: (collection) => (collection.visible === false ? 'Hidden' : 'Visible') },
  ],
  pagerLabel: 'Collection pages',
};

export function CollectionListPage() {
  return <EntityListPage title="Collections" kind={collectionList} />;
}
