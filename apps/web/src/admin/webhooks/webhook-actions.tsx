// Turning a webhook on or off and sending it a test event, from the list and from its own page.
import { useStoreMutation } from '@cartwright/react';
import { describeError } from '../../ui/forms/field-errors.js';
import { useToast } from '../../ui/toast.js';
import { testWebhook, updateWebhook, type Webhook, webhookKeys } from './webhook-queries.js';

/** "Delivered (200)", "Failed (500)", "Failed: connection refused". */
export function attemptSummary(delivery: { outcome: string; statusCode?: number; error?: string }): string {
  const outcome = delivery.outcome.charAt(0) + delivery.outcome.slice(1).toLowerCase();
  if (delivery.statusCode !== undefined) return `${outcome} (${delivery.statusCode})`;
  return delivery.error ? `${outcome}: ${delivery.error}` : outcome;
}

export function WebhookActions({ webhook }: { webhook: Webhook }) {
  const show = useToast();
  const toggle = useStoreMutation({
    mutationFn: (client, enabled: boolean) => updateWebhook(client, webhook.id, { enabled }),
    invalidates: [webhookKeys.all],
    onSuccess: (saved) => show(saved.enabled ? 'Webhook enabled.' : 'Webhook disabled.'),
  });
  const test = useStoreMutation({
    mutationFn: (client) => testWebhook(client, webhook.id),
    invalidates: [webhookKeys.deliveries(webhook.id)],
    onSuccess: (delivery) => show(`Test event: ${attemptSummary(delivery)}.`),
  });
  const failure = toggle.error ?? test.error;
  return (
    <div className="webhook-actions">
      <button type="button" disabled={toggle.isPending} onClick={() => toggle.mutate(!webhook.enabled)}>
        {webhook.enabled ? 'Disable' : 'Enable'}
        <span className="visually-hidden"> {webhook.url}</span>
      </button>
      <button type="button" disabled={test.isPending} onClick={() => test.mutate()}>
        {test.isPending ? 'Sending…' : 'Send test'}
        <span className="visually-hidden"> to {webhook.url}</span>
      </button>
      {failure ? (
        <p className="form-alert" role="alert">
          {describeError(failure)}
        </p>
      ) : null}
    </div>
  );
}

/** "Enabled", "Disabled", or why the store turned it off. */
export function webhookStatus(webhook: Webhook): string {
  if (webhook.enabled) return webhook.failingSince ? 'Enabled, failing' : 'Enabled';
  if (webhook.disabledReason === 'RECEIVER_GONE') return 'Disabled: the receiver answered 410 Gone';
  if (webhook.disabledReason === 'FAILING') return 'Disabled: every attempt failed for a day';
  return 'Disabled';
}
