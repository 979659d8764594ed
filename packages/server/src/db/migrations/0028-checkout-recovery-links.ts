// Recovery links that work in any browser: the abandoned checkout keeps the SHA-256 of its recovery e-mail's
// token (never the token) and when the link stops working, and a checkout taken over by that link remembers
// whose cart it came from, so placing its order still empties that cart.
import { type Kysely, type Migration, sql } from 'kysely';

export const checkoutRecoveryLinksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('abandoned_checkouts')
      .addColumn('recovery_token_hash', 'text', (c) => c.unique())
      .addColumn('recovery_token_expires_at', sql`timestamptz`)
      .execute();
    await db.schema
      .alterTable('checkouts')
      .addColumn('cart_owner_kind', 'text')
      .addColumn('cart_owner_id', 'text')
      .execute();
  },
};
