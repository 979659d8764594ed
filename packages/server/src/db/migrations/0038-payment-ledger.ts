// One transaction record per payment attempt: the provider's id of the payment it was (a PaymentIntent), so an
// order's Payments list names it and a pending attempt can be settled when the provider tells its outcome.
import type { Kysely, Migration } from 'kysely';

export const paymentLedgerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('payment_attempts').addColumn('provider_ref', 'text').execute();
  },
};
