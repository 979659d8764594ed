// /admin/abandoned-checkouts: checkouts nobody completed in time, newest first, with what was in them and who
// started them, recovered ones marked; and the store's abandonment settings.
import type {
  AbandonedCheckout,
  AbandonedCheckoutStatus,
  ListAbandonedCheckoutsResponse,
} from '@cartwright/client/abandoned-checkouts';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ListKind } from '../../ui/entities/entity-list.js';
import { StatusFilteredList } from '../../ui/entities/status-filtered-list.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { pricingPaging, pricingSpan } from '../pricing/pricing-paging.js';
import { shortDateTime } from '../short-date.js';
import { type AbandonedCheckoutListKey, abandonedCheckoutQueries } from './abandoned-checkout-queries.js';
import { AbandonedCheckoutSettingsForm } from './abandoned-checkout-settings-form.js';

const STATUS_LABELS: Record<AbandonedCheckoutStatus, string> = {
  ABANDONED: 'Abandoned',
  RECOVERED: 'Recovered',
};

function abandonedList(status: '' | AbandonedCheckoutStatus) {
  const kind: ListKind<ListAbandonedCheckoutsResponse, AbandonedCheckout, AbandonedCheckoutListKey> = {
    noun: 'abandoned checkouts',
    page: (client, page) =>
      abandonedCheckoutQueries.list(client, {
        ...(status ? { status } : {}),
        ...pricingPaging(page),
      }),
    items: (data) => data.abandonedCheckouts,
    span: (data) => pricingSpan(data.pagingMetadata),
    columns: [
      { heading: 'Buyer', cell: (checkout) => checkout.buyerInfo.email ?? 'No e-mail given' },
      {
        heading: 'Value',
        cell: (checkout) => (
          <>
            {checkout.totalPrice.formattedAmount}
            <br />
            {checkout.itemCount === 1 ? '1 item' : `${checkout.itemCount} items`}
          </>
        ),
      },
      {
        heading: 'Started',
        cell: (checkout) => (
          <time dateTime={checkout.checkoutCreatedDate}>{shortDateTime(checkout.checkoutCreatedDate)}</time>
        ),
      },
      {
        heading: 'Status',
        cell: (checkout) => (
          <>
            <span
              className={`status-badge status-${checkout.status === 'RECOVERED' ? 'active' : 'inactive'}`}
            >
              {STATUS_LABELS[checkout.status]}
            </span>
            {checkout.recoveryEmailDate ? (
              <>
                <br />
                <time dateTime={checkout.recoveryEmailDate} title={shortDateTime(checkout.recoveryEmailDate)}>
                  Reminder sent
                </time>
              </>
            ) : null}
          </>
        ),
      },
    ],
    pagerLabel: 'Abandoned checkout pages',
  };
  return kind;
}

export function AbandonedCheckoutsPage() {
  const client = useStoreClient();
  const id = useId();
  const settings = useQuery(abandonedCheckoutQueries.settings(client));
  return (
    <section className="page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Abandoned checkouts</h1>
      <section className="admin-section" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>Checkouts</h2>
        <p>Checkouts started but not completed in time. A recovered one was completed later.</p>
        <StatusFilteredList
          filterLabel="Filter abandoned checkouts"
          statuses={STATUS_LABELS}
          kind={abandonedList}
        />
      </section>
      <section className="admin-section" aria-labelledby={`${id}-settings`}>
        <h2 id={`${id}-settings`}>Settings</h2>
        <FormAlert message={settings.isError ? describeError(settings.error) : undefined} />
        {settings.isPending ? <p role="status">Loading settings…</p> : null}
        {settings.data ? <AbandonedCheckoutSettingsForm settings={settings.data} /> : null}
      </section>
    </section>
  );
}
