// SQL for Idempotency-Key records: claimed at the start of a call's transaction, answered at its end.
import type { Db } from '../../db/database.js';
import type { CartOwner } from './cart.table.js';

export interface StoredIdempotencyKey {
  requestHash: string;
  responseBody: unknown;
}

/**
 * Claims the key for this call: true when this call inserted it. A concurrent call with the same key
 * waits here until the first one's transaction ends, then sees its record.
 */
export async function claimKey(
  db: Db,
  owner: CartOwner,
  key: string,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ owner_kind: owner.kind, owner_id: owner.id, key, request_hash: requestHash, created_at: now })
    .onConflict((oc) => oc.columns(['owner_kind', 'owner_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findKey(
  db: Db,
  owner: CartOwner,
  key: string,
): Promise<StoredIdempotencyKey | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_body'])
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { requestHash: row.request_hash, responseBody: row.response_body };
}

export async function saveResponse(
  db: Db,
  owner: CartOwner,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response_status: status, response_body: JSON.stringify(body) })
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .where('key', '=', key)
    .execute();
}
