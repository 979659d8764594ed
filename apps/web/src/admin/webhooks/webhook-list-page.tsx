// /admin/webhooks: the store's webhook subscriptions (each opens its editor, /admin/webhooks/new adds one), and
// the public key that verifies every delivery.
import { ALL_WEBHOOK_EVENTS } from '@cartwright/contracts';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { type Column, ResourceTable } from '../../ui/entities/resource-table.js';
import { CopyButton } from '../../ui/forms/copy-button.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { WebhookActions, webhookStatus } from './webhook-actions.js';
import { type Webhook, webhookQueries } from './webhook-queries.js';

const eventsLabel = (webhook: Webhook) =>
  webhook.eventTypes.includes(ALL_WEBHOOK_EVENTS)
    ? 'Every event'
    : webhook.eventTypes.length === 1
      ? webhook.eventTypes[0]
      : `${webhook.eventTypes.length} event types`;

const WEBHOOK_COLUMNS: readonly Column<Webhook>[] = [
  { heading: 'Receiver', className: 'webhook-url', cell: (webhook) => webhook.url },
  { heading: 'Events', cell: eventsLabel },
  { heading: 'Status', cell: webhookStatus },
  { heading: 'Actions', stackLabel: false, cell: (webhook) => <WebhookActions webhook={webhook} /> },
];

export function WebhookListPage() {
  const client = useStoreClient();
  const list = useQuery(webhookQueries.list(client));
  return (
    <section className="page" aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">Webhooks</h1>
      <p>
        The store posts each event it is subscribed to as a signed JWT, with Standard Webhooks headers. Events
        as they happen are on the <Link to="/events">live events</Link> page.
      </p>
      <p>
        <Link className="button-link" to="/webhooks/new">
          Add webhook
        </Link>
      </p>
      <ResourceTable
        noun="webhooks"
        stacked
        columns={WEBHOOK_COLUMNS}
        rows={list.data?.webhooks}
        rowKey={(webhook) => webhook.id}
        rowLink={(webhook) => `/webhooks/${webhook.id}`}
        loading={list.isPending}
        error={list.error}
      />
      <PublicKey />
    </section>
  );
}

function PublicKey() {
  const client = useStoreClient();
  const key = useQuery(webhookQueries.publicKey(client));
  return (
    <section className="admin-section" aria-labelledby="public-key-title">
      <h2 id="public-key-title">Public key</h2>
      <p>
        Every delivery's body is a JWT signed with RS256; this key (SPKI PEM) verifies it, for example with{' '}
        <code>createEventProcessor</code> from <code>@cartwright/client/events</code>.
      </p>
      <FormAlert message={key.isError ? describeError(key.error) : undefined} />
      {key.data ? (
        <>
          <pre className="outbox-text public-key">{key.data.publicKey}</pre>
          <CopyButton value={key.data.publicKey} label="Copy the public key" />
        </>
      ) : null}
    </section>
  );
}
