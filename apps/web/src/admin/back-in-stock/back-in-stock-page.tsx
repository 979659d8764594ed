// /admin/back-in-stock: who asked to hear when an out-of-stock item is back, counted per product, and each
// request with where it stands (waiting, being sent, sent, failed).
import type {
  BackInStockRequest,
  BackInStockRequestStatus,
  ListBackInStockRequestsResponse,
} from '@cartwright/client/back-in-stock';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { EntityList, type ListKind } from '../entities/entity-list.js';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { pricingSpan } from '../pricing/pricing-paging.js';
import { type BackInStockListKey, backInStockQueries } from './back-in-stock-queries.js';

const PAGE_SIZE = 20;
const when = (date: string) =>
  new Date(date).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

const STATUS_LABELS: Record<BackInStockRequestStatus, string> = {
  RECEIVED: 'Waiting',
  PROCESSING: 'Sending',
  NOTIFICATION_SENT: 'E-mail sent',
  FAILED: 'Failed',
};
const BADGE: Record<BackInStockRequestStatus, string> = {
  RECEIVED: '',
  PROCESSING: '',
  NOTIFICATION_SENT: 'status-active',
  FAILED: 'status-inactive',
};

function requestList(status: '' | BackInStockRequestStatus) {
  const kind: ListKind<ListBackInStockRequestsResponse, BackInStockRequest, BackInStockListKey> = {
    noun: 'requests',
    page: (client, page) =>
      backInStockQueries.list(client, {
        ...(status ? { status } : {}),
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      }),
    items: (data) => data.requests,
    span: (data) => pricingSpan(data.pagingMetadata),
    columns: ['E-mail', 'Item', 'Status', 'Asked'],
    cells: (request) => (
      <>
        <th scope="row">{request.email}</th>
        <td>
          <Link to={`/products/${request.catalogReference.catalogItemId}`}>{request.itemName}</Link>
        </td>
        <td>
          <span className={`status-badge ${BADGE[request.status]}`}>{STATUS_LABELS[request.status]}</span>
          {request.notifiedDate ? (
            <>
              <br />
              <time dateTime={request.notifiedDate}>{when(request.notifiedDate)}</time>
            </>
          ) : null}
          {request.failureReason ? (
            <>
              <br />
              {request.failureReason}
            </>
          ) : null}
        </td>
        <td>
          <time dateTime={request.createdDate}>{when(request.createdDate)}</time>
        </td>
      </>
    ),
    pagerLabel: 'Request pages',
  };
  return kind;
}

function ProductCounts() {
  const client = useStoreClient();
  const counts = useQuery(backInStockQueries.counts(client));
  return (
    <>
      <FormAlert message={counts.isError ? describeError(counts.error) : undefined} />
      {counts.isPending ? <p role="status">Loading counts…</p> : null}
      {counts.data && counts.data.products.length === 0 ? <p>No requests yet.</p> : null}
      {counts.data && counts.data.products.length > 0 ? (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Waiting</th>
                <th scope="col">Sending</th>
                <th scope="col">E-mail sent</th>
                <th scope="col">Failed</th>
              </tr>
            </thead>
            <tbody>
              {counts.data.products.map((product) => (
                <tr key={product.productId}>
                  <th scope="row">
                    <Link to={`/products/${product.productId}`}>{product.productName}</Link>
                  </th>
                  <td>{product.received}</td>
                  <td>{product.processing}</td>
                  <td>{product.notificationSent}</td>
                  <td>{product.failed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

export function BackInStockPage() {
  const id = useId();
  const [status, setStatus] = useState<'' | BackInStockRequestStatus>('');
  return (
    <section className="page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Back in stock</h1>
      <p>
        Shoppers who asked for an e-mail when an out-of-stock item is back. Raising an item's stock sends
        them.
      </p>
      <section className="admin-section" aria-labelledby={`${id}-counts`}>
        <h2 id={`${id}-counts`}>Per product</h2>
        <ProductCounts />
      </section>
      <section className="admin-section" aria-labelledby={`${id}-requests`}>
        <h2 id={`${id}-requests`}>Requests</h2>
        <search aria-label="Filter requests">
          <form className="listing-filters" onSubmit={(event) => event.preventDefault()}>
            <div className="field">
              <label htmlFor={`${id}-status`}>Status</label>
              <select
                id={`${id}-status`}
                value={status}
                onChange={(event) => setStatus(event.currentTarget.value as '' | BackInStockRequestStatus)}
              >
                <option value="">Any status</option>
                {Object.entries(STATUS_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </form>
        </search>
        {/* A new status starts again at page 1. */}
        <EntityList key={status} kind={requestList(status)} />
      </section>
    </section>
  );
}
