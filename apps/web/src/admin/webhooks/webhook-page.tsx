// /admin/webhooks/new and /admin/webhooks/:id: one webhook on the one editor page, its facts and switches, the
// signing secret once after it is created, and the log of every delivery attempt (newest first, kept fresh
// while open so retries show up).
import { ALL_WEBHOOK_EVENTS } from '@cartwright/contracts';
import { useStoreClient } from '@cartwright/react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type EditorKind,
  EntityEditorPage,
  type EntityPartProps,
} from '../../ui/entities/entity-editor-page.js';
import { type Column, ResourceTable } from '../../ui/entities/resource-table.js';
import { CopyButton } from '../../ui/forms/copy-button.js';
import { attemptSummary, WebhookActions, webhookStatus } from './webhook-actions.js';
import { WebhookForm } from './webhook-form.js';
import {
  deleteWebhook,
  type Webhook,
  type WebhookDelivery,
  webhookKeys,
  webhookQueries,
} from './webhook-queries.js';

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

const webhookEditor: EditorKind<Webhook, ReturnType<typeof webhookKeys.one>> = {
  noun: 'webhook',
  listPath: '/webhooks',
  backLabel: '← Webhooks',
  detail: webhookQueries.one,
  titleOf: (webhook) => webhook.url,
  headingOf: (webhook) => webhook.url,
  remove: deleteWebhook,
  invalidates: [webhookKeys.list()],
  removeWarning: () =>
    'The receiver gets no more events, and the deliveries still waiting for a retry are dropped.',
  Form: WebhookForm,
  Summary: WebhookSummary,
  Parts: WebhookDeliveries,
};

export function WebhookPage() {
  return <EntityEditorPage kind={webhookEditor} />;
}

function WebhookSummary({ entity: webhook }: EntityPartProps<Webhook>) {
  return (
    <>
      <CreatedSecret webhook={webhook} />
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
    </>
  );
}

/**
 * The secret the create answer showed, held in the query cache (never the URL or history) until dismissed:
 * the store never shows it again. skipToken: no refresh can ask the server for it.
 */
function CreatedSecret({ webhook }: { webhook: Webhook }) {
  const queryClient = useQueryClient();
  const queryKey = webhookKeys.createdSecret(webhook.id);
  const secret = useQuery<string>({ queryKey, queryFn: skipToken }).data;
  // Removing the query does not tell its observer, so the page forgets it in its own state too.
  const [kept, setKept] = useState(false);
  if (!secret || kept) return null;
  const keep = () => {
    queryClient.removeQueries({ queryKey, exact: true });
    setKept(true);
  };
  return (
    <section className="admin-section webhook-secret" aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title">Signing secret</h2>
      <p>
        Keep this secret with your receiver: it verifies the <code>webhook-signature</code> header, and the
        store shows it only now.
      </p>
      <code className="secret-value">{secret}</code>
      <div className="webhook-actions">
        <CopyButton value={secret} label="Copy the secret" />
        <button type="button" onClick={keep}>
          I have kept it
        </button>
      </div>
    </section>
  );
}

function WebhookDeliveries({ entity: webhook }: EntityPartProps<Webhook>) {
  const client = useStoreClient();
  const log = useQuery(webhookQueries.deliveries(client, webhook.id));
  return (
    <section className="admin-section" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Deliveries</h2>
      <ResourceTable
        noun="deliveries"
        stacked
        labelledBy="deliveries-title"
        columns={DELIVERY_COLUMNS}
        rows={log.data?.deliveries}
        rowKey={(delivery) => delivery.id}
        loading={log.isPending}
        error={log.error}
        empty="Nothing delivered yet."
      />
    </section>
  );
}
