// /admin/collections: every collection, hidden ones too, a page at a time.
import { collectionQueries, useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../products/all-products.js';

const PAGE_SIZE = 20;

export function CollectionListPage() {
  const client = useStoreClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...collectionQueries.list(client, (q) =>
      q
        .ascending('name')
        .limit(PAGE_SIZE)
        .skip((page - 1) * PAGE_SIZE),
    ),
    placeholderData: keepPreviousData,
  });
  const result = list.data;
  return (
    <section className="page" aria-labelledby="collections-admin-title">
      <h1 id="collections-admin-title">Collections</h1>
      <p>
        <Link className="button-link" to="/collections/new">
          New collection
        </Link>
      </p>
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isPending ? <p role="status">Loading collections…</p> : null}
      {result ? (
        <>
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Slug</th>
                  <th scope="col">Products</th>
                  <th scope="col">Visible</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((collection) => (
                  <tr key={collection.id}>
                    <th scope="row">
                      <Link to={`/collections/${collection.id}`}>{collection.name}</Link>
                      {collection.id === ALL_PRODUCTS_COLLECTION_ID ? ' (every product)' : ''}
                    </th>
                    <td>{collection.slug}</td>
                    <td>{collection.numberOfProducts ?? 0}</td>
                    <td>{collection.visible === false ? 'Hidden' : 'Visible'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pagination" aria-label="Collection pages">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous page
            </button>
            <span>Page {page}</span>
            <button type="button" disabled={!result.hasNext()} onClick={() => setPage(page + 1)}>
              Next page
            </button>
          </nav>
        </>
      ) : null}
    </section>
  );
}
