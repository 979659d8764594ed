// SQL for the refresh_tokens table. Functions take a transaction when they are part of a rotation.
import type { OAuthClientRefreshTokens } from '@cartwright/contracts';
import type { Db } from '../../../db/database.js';
import type { RefreshTokenRow, RefreshTokensTable } from '../oauth.table.js';

export async function insertRefreshToken(db: Db, row: RefreshTokensTable): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

/** A refresh token's row with its client's choice of rotation (null only if the client is gone). */
export type RefreshTokenWithPolicy = RefreshTokenRow & {
  client_refresh_tokens: OAuthClientRefreshTokens | null;
};

/**
 * The token row with this hash and its client's rotation choice, the token locked until the transaction
 * ends so two rotations cannot both win.
 */
export function lockRefreshTokenByHash(
  db: Db,
  tokenHash: string,
): Promise<RefreshTokenWithPolicy | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .selectAll('refresh_tokens')
    .select((eb) =>
      eb
        .selectFrom('oauth_clients')
        .select('oauth_clients.refresh_tokens')
        .whereRef('oauth_clients.id', '=', 'refresh_tokens.client_id')
        .as('client_refresh_tokens'),
    )
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** When the family began: the sign-in its first token came from (rotated tokens stay until the family is swept). */
export async function familyStartedAt(db: Db, familyId: string): Promise<Date> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.min('created_at').as('started_at'))
    .where('family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  return row.started_at;
}

export async function markRefreshTokenUsed(db: Db, id: string, replacedBy: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ used_at: now, replaced_by: replacedBy })
    .where('id', '=', id)
    .execute();
}

export async function revokeRefreshTokenFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes the family of the token with this hash (sign-out); nothing when no token has it. */
export async function revokeRefreshTokenFamilyOf(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', 'in', (qb) =>
      qb.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', tokenHash),
    )
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Deletes the tokens of families whose every token expired before `before`. Tokens of a live family stay,
 * even expired ones: a replay of one of those still reveals a stolen token and revokes the family.
 */
export async function deleteExpiredRefreshTokenFamilies(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('refresh_tokens as t')
    .where('t.expires_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_tokens as live')
            .select('live.id')
            .whereRef('live.family_id', '=', 't.family_id')
            .where('live.expires_at', '>=', before),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Revokes every live token a subject holds for one client (sign-out named by an access token). */
export async function revokeSubjectRefreshTokens(
  db: Db,
  subject: { kind: RefreshTokenRow['subject_kind']; id: string; clientId: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('subject_kind', '=', subject.kind)
    .where('subject_id', '=', subject.id)
    .where('client_id', '=', subject.clientId)
    .where('revoked_at', 'is', null)
    .execute();
}
