// Who completes a provider payment, and the store acting for a checkout's buyer; amounts as providers count them.
import type { CartCaller, CartOwner } from '../caller.js';
import { currencyDigits, scaledToText } from '../money/minor-units.js';

/** Who completes: the buyer from the browser (their own checkout only), or the store itself (webhook, task). */
export type PaymentActor = { kind: 'buyer'; caller: CartCaller } | { kind: 'system' };

/** The store acting for the checkout's buyer: events name the buyer, the client is the payments task. */
export function systemCallerFor(owner: CartOwner): CartCaller {
  if (owner.kind === 'visitor') return { kind: 'visitor', visitorId: owner.id, clientId: 'payments' };
  if (owner.kind === 'member') return { kind: 'member', memberId: owner.id, clientId: 'payments' };
  return { kind: 'admin', userId: owner.id, role: 'CONTRIBUTOR', via: 'token' };
}

/** A provider's amount in minor units as decimal text in its currency: 2500 USD → "25.00". */
export const minorToDecimal = (minor: number, currency: string) =>
  scaledToText(BigInt(minor), currencyDigits(currency));
