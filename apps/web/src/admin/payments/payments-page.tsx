// /admin/settings/payments: how the store takes payments. The providers and their keys are the server's
// configuration (flags or environment), so this page shows which are set, never their values; the owner copies
// the webhook address into Stripe and chooses whether payments are captured at once or later.
import type { PaymentSettings } from '@cartwright/client/payments';
import { updatePaymentSettings } from '@cartwright/client/payments';
import { useStoreClient, useStoreMutation } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyButton } from '../../ui/forms/copy-button.js';
import { CheckboxField, FormAlert } from '../../ui/forms/field.js';
import { describeError, formErrors } from '../../ui/forms/field-errors.js';
import { SaveForm } from '../../ui/forms/save-form.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { paymentSettingsKeys, paymentSettingsQuery } from './payment-settings-queries.js';

type Provider = PaymentSettings['providers'][number];

const NAMES: Record<Provider['provider'], string> = { stripe: 'Stripe', test: 'Test provider' };
const KEY_LABELS: Record<keyof NonNullable<Provider['keys']>, string> = {
  api: 'Secret key (STRIPE_SECRET_KEY)',
  publishable: 'Publishable key (STRIPE_PUBLISHABLE_KEY)',
  webhook: 'Webhook signing secret (STRIPE_WEBHOOK_SECRET)',
};

function ProviderCard({ provider }: { provider: Provider }) {
  const name = NAMES[provider.provider];
  const state = provider.configured
    ? {
        text: provider.mode === 'live' ? 'Live mode' : provider.mode === 'test' ? 'Test mode' : 'On',
        css: 'status-live',
      }
    : {
        text: provider.provider === 'test' ? 'Off (live payments)' : 'Not configured',
        css: 'status-inactive',
      };
  return (
    <li className="admin-section payment-provider">
      <h3>
        {name} <span className={`status-badge ${state.css}`}>{state.text}</span>
      </h3>
      {provider.provider === 'test' ? (
        <p className="field-hint">
          Test cards for development: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines. It is turned
          off when Stripe takes live payments.
        </p>
      ) : null}
      {provider.provider === 'stripe' && !provider.configured ? (
        <p className="field-hint">
          Start the store with <code>--stripe-secret-key</code>, <code>--stripe-publishable-key</code> and{' '}
          <code>--stripe-webhook-secret</code> (or the STRIPE_… environment variables) to take card payments.
        </p>
      ) : null}
      {provider.keys ? (
        <ul className="payment-keys" aria-label={`${name} keys`}>
          {Object.entries(KEY_LABELS).map(([key, label]) => {
            const set = provider.keys?.[key as keyof typeof KEY_LABELS];
            return (
              <li key={key}>
                <span>{label}</span>{' '}
                <span className={`status-badge ${set ? 'status-live' : 'status-inactive'}`}>
                  {set ? 'Set' : 'Not set'}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

function CaptureLaterForm({ settings }: { settings: PaymentSettings }) {
  const [captureLater, setCaptureLater] = useState(settings.captureLater);
  const save = useStoreMutation({
    mutationFn: (client, value: boolean) => updatePaymentSettings(client, { captureLater: value }),
    invalidates: [paymentSettingsKeys.all],
  });
  const errors = formErrors(save.error, ['captureLater']);
  return (
    <SaveForm
      labelledBy="payments-capture-title"
      alert={errors.summary}
      saved={save.isSuccess ? 'Settings saved.' : undefined}
      onSave={() => save.mutate(captureLater)}
    >
      <h2 id="payments-capture-title">When to take the money</h2>
      <CheckboxField
        label="Authorize now, capture later"
        checked={captureLater}
        onChange={setCaptureLater}
        error={errors.fields.captureLater}
        hint="The card is authorized at checkout and charged when you fulfil the order (or press Capture on it). Canceling the order releases the authorization. Authorizations expire after about 7 days at Stripe."
      />
      <SubmitButton pending={save.isPending} disabled={captureLater === settings.captureLater}>
        Save settings
      </SubmitButton>
    </SaveForm>
  );
}

function Webhook({ url }: { url: string }) {
  return (
    <section className="admin-section payments-webhook" aria-labelledby="payments-webhook-title">
      <h2 id="payments-webhook-title">Stripe webhook</h2>
      <p>
        In Stripe's Dashboard (Developers → Webhooks → Add endpoint), add this address for the events{' '}
        <code>payment_intent.succeeded</code>, <code>payment_intent.payment_failed</code>,{' '}
        <code>charge.refunded</code>, <code>charge.dispute.created</code> and{' '}
        <code>charge.dispute.closed</code>, then start the store with its signing secret.
      </p>
      <div className="client-id-row">
        <code className="client-id">{url}</code>
        <CopyButton value={url} label="Copy the webhook address" />
      </div>
    </section>
  );
}

export function PaymentsPage() {
  const client = useStoreClient();
  const settings = useQuery(paymentSettingsQuery(client));
  return (
    <section className="page" aria-labelledby="payments-title">
      <h1 id="payments-title">Payments</h1>
      <p>
        How the store takes payments. Keys are set where the store is started and are never shown here, only
        whether each one is set.
      </p>
      <FormAlert message={settings.isError ? describeError(settings.error) : undefined} />
      {settings.isPending ? <p role="status">Loading payment settings…</p> : null}
      {settings.data ? (
        <>
          <section aria-labelledby="payments-providers-title">
            <h2 id="payments-providers-title">Providers</h2>
            <ul className="payment-providers">
              {settings.data.providers.map((provider) => (
                <ProviderCard key={provider.provider} provider={provider} />
              ))}
            </ul>
          </section>
          <Webhook url={settings.data.webhookUrl} />
          <CaptureLaterForm settings={settings.data} />
        </>
      ) : null}
    </section>
  );
}
