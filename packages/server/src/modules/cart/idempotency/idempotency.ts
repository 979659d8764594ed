// Idempotency-Key on add-to-cart and create-checkout: a replay of the same call answers the stored
// response without a second effect; the same key with another body is refused. Keys belong to the caller
// and hold for a day: after that the key starts a new call, and housekeeping deletes the old record.

import type { CartOwner } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import { invalidField } from '../../../errors/app-error.js';
import { sha256Hex } from '../../../lib/secrets.js';
import { idempotencyKeyReused } from '../cart.errors.js';
import { canonicalJson } from './canonical-json.js';
import { claimKey, deleteKeysMadeBefore, findKey, saveResponse } from './idempotency.repository.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key answers its stored response. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyRequest {
  key: string;
  /** Of the operation and its body, so the same key on another call or body is a different request. */
  hash: string;
}

/**
 * The idempotency request of a call, from its header (none when absent). A key must have 1 to 255
 * characters.
 * @example idempotencyRequest(c.req.header('idempotency-key'), 'add-to-cart', body)
 */
export function idempotencyRequest(
  header: string | undefined,
  operation: string,
  body: unknown,
): IdempotencyRequest | undefined {
  if (header === undefined) return undefined;
  if (header.length === 0) {
    throw invalidField(IDEMPOTENCY_KEY_HEADER, 'must not be empty', 'MIN_LENGTH');
  }
  if (header.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw invalidField(
      IDEMPOTENCY_KEY_HEADER,
      `must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters long`,
      'MAX_LENGTH',
    );
  }
  return { key: header, hash: sha256Hex(`${operation}\n${canonicalJson(body)}`) };
}

/**
 * Runs `work` once per key: claims the key in the caller's transaction, runs `work`, and stores its
 * answer in the same transaction, so a failed call leaves no record and may be retried. A replay within
 * {@link IDEMPOTENCY_KEY_TTL_MS} gets the stored answer.
 */
export async function runOncePerKey<T>(
  trx: Db,
  owner: CartOwner,
  request: IdempotencyRequest | undefined,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  if (!request) return work();
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  if (!(await claimKey(trx, owner, request.key, request.hash, now, expiredBefore))) {
    const stored = await findKey(trx, owner, request.key);
    if (!stored || stored.requestHash !== request.hash) throw idempotencyKeyReused();
    return stored.responseBody as T;
  }
  const answer = await work();
  await saveResponse(trx, owner, request.key, 200, answer);
  return answer;
}

/**
 * Deletes the Idempotency-Key records past their day; answers how many went.
 * @example await deleteExpiredIdempotencyKeys({ db, clock })
 */
export function deleteExpiredIdempotencyKeys(deps: { db: Db; clock: () => Date }): Promise<number> {
  return deleteKeysMadeBefore(deps.db, new Date(deps.clock().getTime() - IDEMPOTENCY_KEY_TTL_MS));
}
