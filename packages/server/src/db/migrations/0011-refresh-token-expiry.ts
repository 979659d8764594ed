// Housekeeping (housekeeping.ts) finds expired refresh tokens by their expiry, then checks each one's
// family through refresh_tokens_family. Old Idempotency-Key records have had their index since 0005.
import type { Kysely, Migration } from 'kysely';

export const refreshTokenExpiryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('refresh_tokens_expiry').on('refresh_tokens').column('expires_at').execute();
  },
};
