// /admin/back-in-stock: who asked to hear when an out-of-stock item is back, counted per product, and each
// request with where it stands (waiting, being sent, sent, failed) and whether its address confirmed it.
import type {
  BackInStockRequest,
  BackInStockRequestStatus,
  ListBackInStockRequestsResponse,
} from '@cartwright/client/back-in-stock';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import type { ListKind } from '../../ui/entities/entity-list.js';
import { StatusFilteredList } from '../../ui/entities/status-filtered-list.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { pricingPaging, pricingSpan } from '../pricing/pricing-paging.js';
import { shortDateTime } from '../short-date.js';
import { type BackInStockListKey, backInStockQueries } from './back-in-stock-queries.js';

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
        ...pricingPaging(page),
      }),
    items: (data) => data.requests,
    span: (data) => pricingSpan(data.pagingMetadata),
    columns: ['E-mail', 'Item', 'Status', 'Confirmed', 'Asked'],
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
              <time dateTime={request.notifiedDate}>{shortDateTime(request.notifiedDate)}</time>
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
          {request.confirmedDate ? (
            <time dateTime={request.confirmedDate}>{shortDateTime(request.confirmedDate)}</time>
          ) : (
            'Not yet'
          )}
        </td>
        <td>
          <time dateTime={request.createdDate}>{shortDateTime(request.createdDate)}</time>
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
  return (
    <section className="page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Back in stock</h1>
      <p>
        Shoppers who asked for an e-mail when an out-of-stock item is back. Raising an item's stock sends them
        to the requests their address confirmed.
      </p>
      <section className="admin-section" aria-labelledby={`${id}-counts`}>
        <h2 id={`${id}-counts`}>Per product</h2>
        <ProductCounts />
      </section>
      <section className="admin-section" aria-labelledby={`${id}-requests`}>
        <h2 id={`${id}-requests`}>Requests</h2>
        <StatusFilteredList filterLabel="Filter requests" statuses={STATUS_LABELS} kind={requestList} />
      </section>
    </section>
  );
}
