// "Email me when it's back": on an out-of-stock product or variant, a shopper leaves an e-mail address and the
// store writes once the item is in stock again (after the address confirms it, unless it is the member's own).
import { isApiError } from '@cartwright/client';
import { createBackInStockRequest } from '@cartwright/client/back-in-stock';
import type { Product } from '@cartwright/client/products';
import { BACK_IN_STOCK_ERROR_CODES } from '@cartwright/contracts/back-in-stock-codes';
import { EMAIL_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useStoreMutation } from '@cartwright/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '../../ui/use-hydrated.js';
import { ActionError } from '../cart/action-error.js';
import { catalogReferenceOf } from './add-to-cart.js';
import type { Selection } from './choice-availability.js';

/** `selection` names the variant; the form is keyed by it, so a new choice starts a new request. */
export function BackInStockForm({ product, selection }: { product: Product; selection: Selection }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  // On a server-rendered page the address may be typed before the code arrives: the field holds it, take it over.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') setEmail((current) => current || typed);
  }, []);
  const ask = useStoreMutation({
    mutationFn: (client, address: string) => {
      const { catalogItemId, options } = catalogReferenceOf(product, selection);
      return createBackInStockRequest(client, {
        catalogReference: {
          catalogItemId,
          ...(options?.variantId ? { options: { variantId: options.variantId } } : {}),
          ...(options?.options ? { options: { options: options.options } } : {}),
        },
        email: address,
      });
    },
  });
  const listed = isApiError(ask.error) && ask.error.code === BACK_IN_STOCK_ERROR_CODES.alreadyRequested;
  if (ask.isSuccess || listed) {
    return (
      <p role="status" className="back-in-stock-done">
        {listed
          ? `${email} is already on the list for this item: we will write when it is back.`
          : ask.data?.confirmed
            ? `Thanks! We will e-mail ${ask.data.email} when it is back in stock.`
            : `Thanks! We sent a link to ${ask.data?.email}: confirm it there, and we will e-mail you when it is back in stock.`}
      </p>
    );
  }
  return (
    <form
      className="back-in-stock-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ask.isPending) ask.mutate(email.trim());
      }}
    >
      <h2 id={`${id}-title`} className="back-in-stock-title">
        Tell me when it's back
      </h2>
      <p id={`${id}-hint`} className="form-hint">
        Leave your e-mail address and we will tell you once when it is back.
      </p>
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
      </div>
      {/* Off until the page's code runs: a click before it would send nothing. */}
      <button type="submit" className="button-link" disabled={!hydrated} aria-busy={ask.isPending}>
        {ask.isPending ? 'Sending…' : "Email me when it's back"}
      </button>
      {ask.error && !listed ? <ActionError what="Could not save your request" error={ask.error} /> : null}
    </form>
  );
}
