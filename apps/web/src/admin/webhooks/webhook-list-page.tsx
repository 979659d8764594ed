// /admin/webhooks: the store's webhook subscriptions, a form to add one (its signing secret shown once), and
// the public key that verifies every delivery.
import { ALL_WEBHOOK_EVENTS } from '@cartwright/contracts';
import { URL_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useStoreClient, useStoreMutation } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { type Column, ResourceTable } from '../../ui/entities/resource-table.js';
import { CopyButton } from '../../ui/forms/copy-button.js';
import { FormAlert, TextField } from '../../ui/forms/field.js';
import { DraftInvalid, describeError, formErrors } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { EventTypePicker } from './event-type-picker.js';
import { WebhookActions, webhookStatus } from './webhook-actions.js';
import {
  type CreatedWebhook,
  createWebhook,
  type Webhook,
  webhookKeys,
  webhookQueries,
} from './webhook-queries.js';

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
  const [created, setCreated] = useState<CreatedWebhook>();
  return (
    <section className="page" aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">Webhooks</h1>
      <p>
        The store posts each event it is subscribed to as a signed JWT, with Standard Webhooks headers. Events
        as they happen are on the <Link to="/events">live events</Link> page.
      </p>
      {created ? <CreatedSecret webhook={created} onDone={() => setCreated(undefined)} /> : null}
      <ResourceTable
        noun="webhooks"
        className="stack-table"
        columns={WEBHOOK_COLUMNS}
        rows={list.data?.webhooks}
        rowKey={(webhook) => webhook.id}
        rowLink={(webhook) => `/webhooks/${webhook.id}`}
        loading={list.isPending}
        error={list.error}
      />
      <NewWebhookForm onCreated={setCreated} />
      <PublicKey />
    </section>
  );
}

function NewWebhookForm({ onCreated }: { onCreated: (webhook: CreatedWebhook) => void }) {
  const [url, setUrl] = useState('');
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const create = useStoreMutation({
    mutationFn: (client, request: { url: string; eventTypes: string[] }) => {
      if (request.eventTypes.length === 0) throw new DraftInvalid({ eventTypes: 'Pick at least one event.' });
      return createWebhook(client, request);
    },
    invalidates: [webhookKeys.list()],
    onSuccess: (webhook) => {
      setUrl('');
      setEventTypes([]);
      onCreated(webhook);
    },
  });
  const errors = formErrors(create.error, ['url', /^eventTypes/]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate({ url: url.trim(), eventTypes });
  };
  return (
    <form className="admin-form" aria-labelledby="new-webhook-title" onSubmit={submit}>
      <h2 id="new-webhook-title">New webhook</h2>
      <FormAlert message={errors.summary && !errors.fields.url ? errors.summary : undefined} />
      <TextField
        label="Receiver URL"
        type="url"
        required
        maxLength={URL_MAX_LENGTH}
        placeholder="https://example.com/webhooks"
        value={url}
        onValueChange={setUrl}
        error={errors.fields.url}
      />
      <EventTypePicker value={eventTypes} onChange={setEventTypes} error={errors.fields.eventTypes} />
      <SubmitButton pending={create.isPending} pendingLabel="Creating…">
        Create webhook
      </SubmitButton>
    </form>
  );
}

/** The secret exists in the page only until it is dismissed: the store never shows it again. */
function CreatedSecret({ webhook, onDone }: { webhook: CreatedWebhook; onDone: () => void }) {
  return (
    <section className="admin-section webhook-secret" aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title">Signing secret</h2>
      <p>
        Webhook for <strong>{webhook.url}</strong> created. Keep this secret with your receiver: it verifies
        the <code>webhook-signature</code> header, and the store shows it only now.
      </p>
      <code className="secret-value">{webhook.secret}</code>
      <div className="webhook-actions">
        <CopyButton value={webhook.secret} label="Copy the secret" />
        <button type="button" onClick={onDone}>
          I have kept it
        </button>
      </div>
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
