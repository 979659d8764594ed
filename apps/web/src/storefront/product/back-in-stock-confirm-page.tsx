// The back-in-stock confirmation e-mail's link (`/back-in-stock/confirm/:token`, loaded lazily): one button that
// confirms the request. Opening the page confirms nothing, so a mail scanner that follows the link cannot.
import { isApiError } from '@cartwright/client';
import {
  BACK_IN_STOCK_CONFIRMATION_TTL_DAYS,
  BACK_IN_STOCK_ERROR_CODES,
  confirmBackInStockRequest,
} from '@cartwright/client/back-in-stock';
import { useStoreMutation } from '@cartwright/react';
import { useId } from 'react';
import { Link, useParams } from 'wouter';
import { ActionError } from '../cart/action-error.js';

const shopLink = (
  <Link className="button-link" to="/">
    Continue shopping
  </Link>
);

/** The `/back-in-stock/confirm/:token` route. */
export function BackInStockConfirmPage() {
  const { token } = useParams<{ token: string }>();
  const id = useId();
  const confirm = useStoreMutation({ mutationFn: (client) => confirmBackInStockRequest(client, { token }) });
  const code = isApiError(confirm.error) ? confirm.error.code : undefined;
  const refused =
    code === BACK_IN_STOCK_ERROR_CODES.confirmationExpired
      ? {
          title: 'This link has expired',
          text: `Confirmation links work for ${BACK_IN_STOCK_CONFIRMATION_TTL_DAYS} days. Ask again on the product page if it is still out of stock.`,
        }
      : code === BACK_IN_STOCK_ERROR_CODES.confirmationInvalid
        ? {
            title: 'This link does not work',
            text: 'It may have been cut short or changed on the way. Open it from the e-mail again.',
          }
        : undefined;
  const title = refused?.title ?? (confirm.isSuccess ? 'You are on the list' : 'Confirm your request');
  return (
    <section className="page back-in-stock-confirm-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {refused ? (
        <>
          <p>{refused.text}</p>
          <p className="actions">{shopLink}</p>
        </>
      ) : confirm.isSuccess ? (
        <>
          <p role="status">
            We will e-mail {confirm.data.email} once when {confirm.data.itemName} is back in stock.
          </p>
          <p className="actions">{shopLink}</p>
        </>
      ) : (
        <>
          <p>
            Someone asked us to e-mail this address when an item is back in stock. If it was you, confirm it;
            if not, close this page and you will not hear from us about it.
          </p>
          <p className="actions">
            <button
              type="button"
              className="button-link"
              aria-busy={confirm.isPending}
              onClick={() => {
                if (!confirm.isPending) confirm.mutate();
              }}
            >
              {confirm.isPending ? 'Confirming…' : "Yes, tell me when it's back"}
            </button>
          </p>
          {confirm.error ? <ActionError what="Could not confirm" error={confirm.error} /> : null}
        </>
      )}
    </section>
  );
}
