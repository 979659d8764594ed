// Capture later on the order page: an order whose payment is only authorized gets a Capture form (all of it or an
// amount; the rest is released) and a Void button (the buyer is not charged). Fulfilling the order captures it
// too, and canceling it voids it; the server says why when the authorization is gone (EXPIRED).
import { captureOrderPayment, voidOrderPayment } from '@cartwright/client/orders';
import { useStoreMutation } from '@cartwright/react';
import { useState } from 'react';
import type { Order } from '../../storefront/orders/order-types.js';
import { FormAlert, TextField } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { useToast } from '../../ui/toast.js';
import { orderAdminKeys } from './order-queries.js';

const invalidates = [orderAdminKeys.all] as const;
const DECIMAL = /^\d{1,13}(\.\d{1,2})?$/;

/** The order's payment is an authorization waiting for capture (capture later). */
export function isAuthorized(order: Order): boolean {
  const transaction = order.paymentAttempts.filter((a) => a.outcome === 'APPROVED').at(-1);
  return (
    order.status !== 'CANCELED' && order.paymentStatus === 'PENDING' && transaction?.status === 'AUTHORIZED'
  );
}

function Capture({ order }: { order: Order }) {
  const toast = useToast();
  const total = order.priceSummary.total?.amount ?? '0';
  const [amount, setAmount] = useState(total);
  const [error, setError] = useState<string>();
  const capture = useStoreMutation({
    mutationFn: (client, value: string) =>
      captureOrderPayment(client, order.id, value === total ? {} : { amount: value }),
    invalidates,
    onSuccess: (_, value) =>
      toast(
        `${value === total ? 'The payment' : `${value} ${order.currency}`} of order #${order.number} is captured.`,
      ),
  });
  return (
    <form
      className="admin-section order-action"
      aria-label="Capture payment"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const value = amount.trim();
        const problem = !DECIMAL.test(value)
          ? 'An amount such as 12.50'
          : Number(value) <= 0 || Number(value) > Number(total)
            ? `More than 0 and at most ${total}`
            : undefined;
        setError(problem);
        if (!problem) capture.mutate(value);
      }}
    >
      <h3>Capture payment</h3>
      <p className="field-hint">
        {order.priceSummary.total?.formattedAmount} is authorized, not charged yet. Capture it now, or it is
        captured when you fulfil the order. Capture less to release the rest.
      </p>
      <TextField
        label={`Amount to capture (${order.currency})`}
        inputMode="decimal"
        className="short-input"
        value={amount}
        error={error}
        onValueChange={setAmount}
      />
      <FormAlert message={capture.error ? describeError(capture.error) : undefined} />
      <SubmitButton pending={capture.isPending} pendingLabel="Capturing…">
        Capture payment
      </SubmitButton>
    </form>
  );
}

function Void({ order }: { order: Order }) {
  const toast = useToast();
  const [sure, setSure] = useState(false);
  const release = useStoreMutation({
    mutationFn: (client) => voidOrderPayment(client, order.id),
    invalidates,
    onSuccess: () =>
      toast(`The authorization of order #${order.number} is voided; the customer is not charged.`),
  });
  return (
    <form
      className="admin-section order-action"
      aria-label="Void authorization"
      onSubmit={(e) => {
        e.preventDefault();
        if (sure) release.mutate();
        else setSure(true);
      }}
    >
      <h3>Void authorization</h3>
      <p className="field-hint">
        Release the held money without charging the customer. The order stays open.
      </p>
      {sure ? (
        <p className="field-hint" role="alert">
          Void the authorization of {order.priceSummary.total?.formattedAmount}? It cannot be captured
          afterwards.
        </p>
      ) : null}
      <FormAlert message={release.error ? describeError(release.error) : undefined} />
      <p className="actions">
        <button type="submit" className="danger" disabled={release.isPending}>
          {release.isPending ? 'Voiding…' : sure ? 'Yes, void it' : 'Void authorization'}
        </button>
        {sure ? (
          <button type="button" disabled={release.isPending} onClick={() => setSure(false)}>
            Keep it
          </button>
        ) : null}
      </p>
    </form>
  );
}

/** Capture and void, for an authorized order only. */
export function OrderCaptureForms({ order }: { order: Order }) {
  if (!isAuthorized(order)) return null;
  const key = String(order.activities.length);
  return (
    <>
      <Capture key={`capture-${key}`} order={order} />
      <Void key={`void-${key}`} order={order} />
    </>
  );
}
