// /admin/back-in-stock: who asked to hear when an out-of-stock item is back, counted per product, and each
// request with where it stands (waiting, being sent, sent, failed) and whether its address confirmed it.
import type {
  BackInStockCountsResponse,
  BackInStockRequest,
  BackInStockRequestStatus,
  ListBackInStockRequestsResponse,
} from '@cartwright/client/back-in-stock';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import type { ListKind } from '../../ui/entities/entity-list.js';
import { type Column, ResourceTable } from '../../ui/entities/resource-table.js';
import { StatusFilteredList } from '../../ui/entities/status-filtered-list.js';
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
    columns: [
      { heading: 'E-mail', cell: (request) => request.email },
      {
        heading: 'Item',
        cell: (request) => (
          <Link to={`/products/${request.catalogReference.catalogItemId}`}>{request.itemName}</Link>
        ),
      },
      {
        heading: 'Status',
        cell: (request) => (
          <>
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
          </>
        ),
      },
      {
        heading: 'Confirmed',
        cell: (request) =>
          request.confirmedDate ? (
            <time dateTime={request.confirmedDate}>{shortDateTime(request.confirmedDate)}</time>
          ) : (
            'Not yet'
          ),
      },
      {
        heading: 'Asked',
        cell: (request) => <time dateTime={request.createdDate}>{shortDateTime(request.createdDate)}</time>,
      },
    ],
    pagerLabel: 'Request pages',
  };
  return kind;
}

const COUNT_COLUMNS: readonly Column<BackInStockCountsResponse['products'][number]>[] = [
  { heading: 'Product', cell: (product) => product.productName },
  { heading: 'Waiting', cell: (product) => product.received },
  { heading: 'Sending', cell: (product) => product.processing },
  { heading: 'E-mail sent', cell: (product) => product.notificationSent },
  { heading: 'Failed', cell: (product) => product.failed },
];

function ProductCounts() {
  const client = useStoreClient();
  const counts = useQuery(backInStockQueries.counts(client));
  return (
    <ResourceTable
      noun="counts"
      columns={COUNT_COLUMNS}
      rows={counts.data?.products}
      rowKey={(product) => product.productId}
      rowLink={(product) => `/products/${product.productId}`}
      loading={counts.isPending}
      error={counts.error}
      empty="No requests yet."
    />
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
