// /admin/webhooks/:id: one webhook, its switches, and the log of every delivery attempt (newest first, kept
// fresh while open so retries show up).
import { ALL_WEBHOOK_EVENTS } from '@cartwright/contracts';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { type Column, ResourceTable } from '../../ui/entities/resource-table.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { attemptSummary, WebhookActions, webhookStatus } from './webhook-actions.js';
import { type Webhook, type WebhookDelivery, webhookQueries } from './webhook-queries.js';

const at = (date: string) =>
  new Date(date).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });

const DELIVERY_COLUMNS: readonly Column<WebhookDelivery>[] = [
  { heading: 'Time', className: 'outbox-date', cell: (delivery) => at(delivery.attemptedDate) },
  {
    heading: 'Event',
    rowHeading: true,
    cell: (delivery) => (
      <>
        <code>{delivery.eventType}</code>
        {delivery.test ? ' (test)' : ''}
      </>
    ),
  },
  { heading: 'Attempt', cell: (delivery) => delivery.attempt },
  {
    heading: 'Result',
    cell: (delivery) => (
      <>
        <span className={`status-badge status-${delivery.outcome.toLowerCase()}`}>
          {attemptSummary(delivery)}
        </span>{' '}
        in {delivery.durationMs} ms
        {delivery.nextAttemptDate ? `, next attempt ${at(delivery.nextAttemptDate)}` : ''}
      </>
    ),
  },
];

export function WebhookPage() {
  const { id = '' } = useParams<{ id: string }>();
  const client = useStoreClient();
  const list = useQuery(webhookQueries.list(client));
  const webhook = list.data?.webhooks.find((candidate) => candidate.id === id);
  return (
    <section className="page" aria-labelledby="webhook-title">
      <p>
        <Link to="/webhooks">← Webhooks</Link>
      </p>
      <h1 id="webhook-title" className="webhook-url">
        {webhook ? webhook.url : 'Webhook'}
      </h1>
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isPending ? <p role="status">Loading the webhook…</p> : null}
      {list.data && !webhook ? <p>There is no webhook {id}.</p> : null}
      {webhook ? <WebhookDetails webhook={webhook} /> : null}
    </section>
  );
}

function WebhookDetails({ webhook }: { webhook: Webhook }) {
  const client = useStoreClient();
  const log = useQuery(webhookQueries.deliveries(client, webhook.id));
  return (
    <>
      <dl className="outbox-facts">
        <dt>Status</dt>
        <dd>{webhookStatus(webhook)}</dd>
        <dt>Events</dt>
        <dd>
          {webhook.eventTypes.includes(ALL_WEBHOOK_EVENTS) ? 'Every event' : webhook.eventTypes.join(', ')}
        </dd>
        <dt>Created</dt>
        <dd>{at(webhook.createdDate)}</dd>
      </dl>
      <div className="webhook-detail-actions">
        <WebhookActions webhook={webhook} />
      </div>
      <h2 id="deliveries-title">Deliveries</h2>
      <ResourceTable
        noun="deliveries"
        className="stack-table"
        labelledBy="deliveries-title"
        columns={DELIVERY_COLUMNS}
        rows={log.data?.deliveries}
        rowKey={(delivery) => delivery.id}
        loading={log.isPending}
        error={log.error}
        empty="Nothing delivered yet."
      />
    </>
  );
}
