// Caps on e-mail to addresses shoppers type, where visitor tokens cost nothing: each purpose (a back-in-stock
// confirmation, a checkout recovery) may write to one e-mail address and on behalf of one client address (an
// IPv6 client's /64) only so often an hour. Requests without a client address (not over a socket) are capped
// per e-mail only.
// Counters live in the database, so every instance enforces the same caps.
import type { Db } from '../../db/database.js';
import { clientNetwork } from '../../http/client-address.js';
import {
  countShopperEmails,
  deleteShopperEmailCountersBefore,
  type ShopperEmailKey,
  uncountShopperEmails,
} from './shopper-email-throttle.repository.js';

export const SHOPPER_EMAIL_WINDOW_MS = 60 * 60 * 1000;

/** E-mails of one purpose an hour: to one address (`email`), and asked from one client address (`address`). */
export interface ShopperEmailCaps {
  email: number;
  address: number;
}

export interface ShopperEmail {
  purpose: string;
  email: string;
  /** The client address that typed the e-mail address, when known. */
  address: string | null | undefined;
  caps: ShopperEmailCaps;
}

/** Within the caps, or the seconds until the window that refused it ends. */
export type ShopperEmailVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one e-mail and answers whether it is within the caps this hour; one that is not is not counted, so
 * refusals never lengthen a wait. Run it in the transaction that sends the e-mail.
 * @example const verdict = await countShopperEmail(trx, clock(), { purpose: 'back-in-stock', email, address, caps })
 */
export async function countShopperEmail(
  db: Db,
  now: Date,
  request: ShopperEmail,
): Promise<ShopperEmailVerdict> {
  const keys: ShopperEmailKey[] = [
    { scope: 'email', key: `${request.purpose}:${request.email.trim().toLowerCase()}` },
  ];
  if (request.address) {
    keys.push({ scope: 'address', key: `${request.purpose}:${clientNetwork(request.address)}` });
  }
  const windowStart = new Date(now.getTime() - SHOPPER_EMAIL_WINDOW_MS);
  const counters = await countShopperEmails(db, keys, now, windowStart);
  const waits = counters
    .filter((counter) => counter.attempts > request.caps[counter.scope])
    .map((counter) => counter.window_started_at.getTime() + SHOPPER_EMAIL_WINDOW_MS - now.getTime());
  if (waits.length === 0) return { allowed: true };
  await uncountShopperEmails(db, keys);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
}

/** Deletes the counters whose hour is over (housekeeping). */
export function deleteExpiredShopperEmailCounters(deps: { db: Db; clock: () => Date }): Promise<number> {
  return deleteShopperEmailCountersBefore(
    deps.db,
    new Date(deps.clock().getTime() - SHOPPER_EMAIL_WINDOW_MS),
  );
}
