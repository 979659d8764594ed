// The order page's Payments: every try at paying it as a transaction record (when, through which provider, how,
// how much, its status in the spec's words, what of it went back, and the provider's reference to look it up
// there), a row each in the one admin table, stacked on a phone. What went back is told under the status.
import type { Order } from '../../storefront/orders/order-types.js';
import type { Tone } from '../../storefront/orders/order-view.js';
import { StatusBadge } from '../../storefront/orders/status-badge.js';
import { ResourceTable } from '../../ui/entities/resource-table.js';
import { shortDateTime } from '../short-date.js';

type Transaction = Order['paymentAttempts'][number];

const STATUS: Record<string, { label: string; tone: Tone }> = {
  APPROVED: { label: 'Approved', tone: 'good' },
  PENDING: { label: 'Pending', tone: 'warn' },
  PENDING_MERCHANT: { label: 'Awaiting the store', tone: 'warn' },
  AUTHORIZED: { label: 'Authorized', tone: 'warn' },
  DECLINED: { label: 'Declined', tone: 'bad' },
  CANCELED: { label: 'Canceled', tone: 'bad' },
  VOIDED: { label: 'Voided', tone: 'neutral' },
  REFUNDED: { label: 'Refunded', tone: 'neutral' },
  PARTIALLY_REFUNDED: { label: 'Partly refunded', tone: 'neutral' },
};

/** The spec's status, else (older records) what the outcome says. */
export function transactionStatusText(transaction: Transaction): { label: string; tone: Tone } {
  const status = transaction.status ?? transaction.outcome;
  return STATUS[status] ?? { label: status, tone: 'neutral' };
}

const PROVIDERS: Record<string, string> = { stripe: 'Stripe', test: 'Test provider' };

/** Who took it: the provider, else the store's own test card or offline payment. */
export function transactionProvider(transaction: Transaction): string {
  if (transaction.provider) return PROVIDERS[transaction.provider] ?? transaction.provider;
  return transaction.method === 'OFFLINE' ? 'Offline' : 'Test card';
}

/** How the buyer paid: the card when one is known. */
export function transactionMethod(transaction: Transaction): string {
  if (transaction.method === 'OFFLINE') return 'Offline payment';
  const brand = transaction.brand
    ? transaction.brand.charAt(0).toUpperCase() + transaction.brand.slice(1)
    : 'Card';
  if (transaction.last4) return `${brand} ending ${transaction.last4}`;
  return transaction.method === 'PROVIDER' ? (transaction.brand ? brand : 'Through the provider') : brand;
}

export function OrderPaymentsSection({ order }: { order: Order }) {
  return (
    <section className="order-card order-payments" aria-labelledby="order-admin-payments">
      <h2 id="order-admin-payments">Payments</h2>
      <ResourceTable<Transaction>
        noun="payments"
        labelledBy="order-admin-payments"
        stacked
        columns={[
          {
            heading: 'Date',
            rowHeading: true,
            cell: (t) => shortDateTime(t.createdDate.toISOString()),
          },
          { heading: 'Provider', cell: transactionProvider },
          { heading: 'Method', cell: transactionMethod },
          { heading: 'Amount', className: 'numeric', cell: (t) => t.amount?.formattedAmount ?? '—' },
          {
            heading: 'Status',
            cell: (t) => (
              <>
                <StatusBadge status={transactionStatusText(t)} />
                {t.refundedAmount ? (
                  <span className="order-payment-refunded">{t.refundedAmount.formattedAmount} refunded</span>
                ) : null}
              </>
            ),
          },
          {
            heading: 'Reference',
            className: 'order-payment-ref',
            cell: (t) => (t.providerReference ? <code>{t.providerReference}</code> : '—'),
          },
        ]}
        rows={order.paymentAttempts}
        rowKey={(t) => t.id}
        empty="No payment has been tried for this order."
      />
    </section>
  );
}
