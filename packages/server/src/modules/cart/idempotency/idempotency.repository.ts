// SQL for Idempotency-Key records: claimed at the start of a call's transaction, answered at its end.

import type { CartOwner } from '../../../caller.js';
import type { Db } from '../../../db/database.js';

export interface StoredIdempotencyKey {
  requestHash: string;
  responseBody: unknown;
}

/**
 * Claims the key for this call: true when this call inserted it, or took over a record made before
 * `expiredBefore`. A concurrent call with the same key waits here until the first one's transaction
 * ends, then sees its record.
 */
export async function claimKey(
  db: Db,
  owner: CartOwner,
  key: string,
  requestHash: string,
  now: Date,
  expiredBefore: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ owner_kind: owner.kind, owner_id: owner.id, key, request_hash: requestHash, created_at: now })
    .onConflict((oc) =>
      oc
        .columns(['owner_kind', 'owner_id', 'key'])
        .doUpdateSet({
          request_hash: requestHash,
          created_at: now,
          response_status: null,
          response_body: null,
        })
        .where('idempotency_keys.created_at', '<', expiredBefore),
    )
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes every caller's keys made before `before`; answers how many. */
export async function deleteKeysMadeBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
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
