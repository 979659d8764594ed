// /admin/webhooks/:id: one webhook, its switches, and the log of every delivery attempt (newest first, kept
// fresh while open so retries show up).
import { ALL_WEBHOOK_EVENTS } from '@cartwright/contracts';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { attemptSummary, WebhookActions, webhookStatus } from './webhook-actions.js';
import { type Webhook, webhookQueries } from './webhook-queries.js';

const at = (date: string) =>
  new Date(date).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });

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
  const deliveries = log.data?.deliveries ?? [];
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
      <FormAlert message={log.isError ? describeError(log.error) : undefined} />
      {log.isPending ? <p role="status">Loading deliveries…</p> : null}
      {log.data && deliveries.length === 0 ? <p>Nothing delivered yet.</p> : null}
      {deliveries.length > 0 ? (
        <div className="table-scroll">
          <table className="admin-table stack-table" aria-labelledby="deliveries-title">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Event</th>
                <th scope="col">Attempt</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td className="outbox-date" data-label="Time">
                    {at(delivery.attemptedDate)}
                  </td>
                  <th scope="row">
                    <code>{delivery.eventType}</code>
                    {delivery.test ? ' (test)' : ''}
                  </th>
                  <td data-label="Attempt">{delivery.attempt}</td>
                  <td data-label="Result">
                    <span className={`status-badge status-${delivery.outcome.toLowerCase()}`}>
                      {attemptSummary(delivery)}
                    </span>{' '}
                    in {delivery.durationMs} ms
                    {delivery.nextAttemptDate ? `, next attempt ${at(delivery.nextAttemptDate)}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
