// The owner's actions on one order, each a small form over useStoreMutation: mark paid, fulfil (all or some lines,
// tracking number, provider and https link), cancel (restock or not), refund (amount, reason, restock). A refusal
// is shown next to the form; a success refreshes the order and says so in a toast.

import { cancelOrder, fulfillOrder, markOrderPaid, refundOrder } from '@cartwright/client/orders';
import { REFUND_REASON_MAX_LENGTH, TRACKING_TEXT_MAX_LENGTH } from '@cartwright/contracts';
import { URL_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useStoreMutation } from '@cartwright/react';
import { useState } from 'react';
import type { Order } from '../../storefront/orders/order-types.js';
import { openLines } from '../../storefront/orders/order-view.js';
import { CheckboxField, Field, FormAlert, TextField } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { useToast } from '../../ui/toast.js';
import {
  canceledNotice,
  cancelQuestion,
  type FulfillErrors,
  fulfillBody,
  fulfillDraft,
  orderActions,
  type RefundErrors,
  refundBody,
  refundDraft,
  refundSummary,
  refundsThroughStripe,
} from './order-actions.js';
import { isAuthorized, OrderCaptureForms } from './order-capture-forms.js';
import { orderAdminKeys } from './order-queries.js';

const invalidates = [orderAdminKeys.all] as const;

function MarkPaid({ order }: { order: Order }) {
  const toast = useToast();
  const mark = useStoreMutation({
    mutationFn: (client) => markOrderPaid(client, order.id),
    invalidates,
    onSuccess: () => toast(`Order #${order.number} is marked as paid.`),
  });
  return (
    <form
      className="admin-section order-action"
      aria-label="Mark as paid"
      onSubmit={(e) => {
        e.preventDefault();
        mark.mutate();
      }}
    >
      <h3>Payment received</h3>
      <p className="field-hint">
        For offline payments: record that the customer paid {order.priceSummary.total?.formattedAmount}.
      </p>
      <FormAlert message={mark.error ? describeError(mark.error) : undefined} />
      <SubmitButton pending={mark.isPending} pendingLabel="Marking as paid…">
        Mark as paid
      </SubmitButton>
    </form>
  );
}

function Fulfill({ order }: { order: Order }) {
  const toast = useToast();
  const [draft, setDraft] = useState(() => fulfillDraft(order));
  const [errors, setErrors] = useState<FulfillErrors>({});
  const fulfill = useStoreMutation({
    mutationFn: (client, body: Parameters<typeof fulfillOrder>[2]) => fulfillOrder(client, order.id, body),
    invalidates,
    onSuccess: () =>
      toast(`Items of order #${order.number} are fulfilled; the customer gets a shipping e-mail.`),
  });
  const lines = openLines(order);
  return (
    <form
      className="admin-section order-action"
      aria-label="Fulfil items"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const result = fulfillBody(order, draft);
        setErrors('errors' in result ? result.errors : {});
        if ('body' in result) fulfill.mutate(result.body);
      }}
    >
      <h3>Fulfil items</h3>
      <fieldset className="admin-fieldset">
        <legend>Items to send</legend>
        {lines.map((line) => (
          <TextField
            key={line.id}
            label={`${line.name} (${line.remaining} left)`}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.remaining}
            value={draft.quantities[line.id] ?? ''}
            error={errors.quantities?.[line.id]}
            onValueChange={(value) =>
              setDraft({ ...draft, quantities: { ...draft.quantities, [line.id]: value } })
            }
          />
        ))}
        {errors.lines ? <p className="field-error">{errors.lines}</p> : null}
      </fieldset>
      <TextField
        label="Tracking number (optional)"
        maxLength={TRACKING_TEXT_MAX_LENGTH}
        value={draft.trackingNumber}
        error={errors.trackingNumber}
        onValueChange={(trackingNumber) => setDraft({ ...draft, trackingNumber })}
      />
      <TextField
        label="Shipping provider (optional)"
        maxLength={TRACKING_TEXT_MAX_LENGTH}
        placeholder="UPS, USPS, DHL…"
        value={draft.shippingProvider}
        error={errors.shippingProvider}
        onValueChange={(shippingProvider) => setDraft({ ...draft, shippingProvider })}
      />
      <TextField
        label="Tracking link (optional)"
        type="url"
        maxLength={URL_MAX_LENGTH}
        placeholder="https://"
        value={draft.trackingLink}
        error={errors.trackingLink}
        onValueChange={(trackingLink) => setDraft({ ...draft, trackingLink })}
      />
      <FormAlert message={fulfill.error ? describeError(fulfill.error) : undefined} />
      <SubmitButton pending={fulfill.isPending} pendingLabel="Fulfilling…">
        Fulfil items
      </SubmitButton>
    </form>
  );
}

function Cancel({ order }: { order: Order }) {
  const toast = useToast();
  const [restock, setRestock] = useState(true);
  const [sure, setSure] = useState(false);
  const cancel = useStoreMutation({
    // The choice travels with the call, so the toast says what was sent even if the box changes meanwhile.
    mutationFn: (client, restocked: boolean) => cancelOrder(client, order.id, { restock: restocked }),
    invalidates,
    onSuccess: (_, restocked) => toast(canceledNotice(order, restocked)),
  });
  return (
    <form
      className="admin-section order-action"
      aria-label="Cancel order"
      onSubmit={(e) => {
        e.preventDefault();
        if (sure) cancel.mutate(restock);
        else setSure(true);
      }}
    >
      <h3>Cancel order</h3>
      <CheckboxField label="Put the items back in stock" checked={restock} onChange={setRestock} />
      {sure ? (
        <p className="field-hint" role="alert">
          {cancelQuestion(order, restock)}
        </p>
      ) : null}
      <FormAlert message={cancel.error ? describeError(cancel.error) : undefined} />
      <p className="actions">
        <button type="submit" className="danger" disabled={cancel.isPending}>
          {cancel.isPending ? 'Canceling…' : sure ? 'Yes, cancel the order' : 'Cancel order'}
        </button>
        {sure ? (
          <button type="button" disabled={cancel.isPending} onClick={() => setSure(false)}>
            Keep the order
          </button>
        ) : null}
      </p>
    </form>
  );
}

function Refund({ order }: { order: Order }) {
  const toast = useToast();
  const [draft, setDraft] = useState(refundDraft);
  const [errors, setErrors] = useState<RefundErrors>({});
  const throughStripe = refundsThroughStripe(order);
  const refund = useStoreMutation({
    mutationFn: (client, body: Parameters<typeof refundOrder>[2]) => refundOrder(client, order.id, body),
    invalidates,
    onSuccess: () => toast(`A refund of order #${order.number} is recorded.`),
  });
  return (
    <form
      className="admin-section order-action"
      aria-label={throughStripe ? 'Refund through Stripe' : 'Record a refund'}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const result = refundBody(order, draft);
        setErrors('errors' in result ? result.errors : {});
        if ('body' in result) refund.mutate(result.body);
      }}
    >
      <h3>{throughStripe ? 'Refund through Stripe' : 'Record a refund'}</h3>
      <TextField
        label={`Amount (${order.currency})`}
        inputMode="decimal"
        hint={
          throughStripe
            ? `${refundSummary(order)} Stripe sends it back to the buyer's card.`
            : `${refundSummary(order)} Record here what you paid back through your payment provider.`
        }
        value={draft.amount}
        error={errors.amount}
        onValueChange={(amount) => setDraft({ ...draft, amount })}
      />
      <Field label="Reason (optional)" error={errors.reason}>
        {(c) => (
          <textarea
            {...c}
            rows={2}
            maxLength={REFUND_REASON_MAX_LENGTH}
            value={draft.reason}
            onChange={(e) => setDraft({ ...draft, reason: e.currentTarget.value })}
          />
        )}
      </Field>
      <CheckboxField
        label="Put the items back in stock"
        checked={draft.restock}
        onChange={(restock) => setDraft({ ...draft, restock })}
      />
      <FormAlert message={refund.error ? describeError(refund.error) : undefined} />
      <SubmitButton pending={refund.isPending} pendingLabel="Recording…">
        {throughStripe ? 'Refund' : 'Record refund'}
      </SubmitButton>
    </form>
  );
}

/** The actions the order allows now; none on a canceled order with nothing left to refund. */
export function OrderActionForms({ order }: { order: Order }) {
  // An authorization is captured or voided, never marked paid.
  const allowed = { ...orderActions(order), ...(isAuthorized(order) ? { markPaid: false } : {}) };
  if (!Object.values(allowed).some(Boolean)) return <p>No action is open on this order.</p>;
  // Keyed by the order's history (every step appends to it), so each form starts again from what the server kept.
  const key = String(order.activities.length);
  return (
    <>
      <OrderCaptureForms order={order} />
      {allowed.markPaid ? <MarkPaid key={`paid-${key}`} order={order} /> : null}
      {allowed.fulfill ? <Fulfill key={`fulfill-${key}`} order={order} /> : null}
      {allowed.refund ? <Refund key={`refund-${key}`} order={order} /> : null}
      {allowed.cancel ? <Cancel key={`cancel-${key}`} order={order} /> : null}
    </>
  );
}
