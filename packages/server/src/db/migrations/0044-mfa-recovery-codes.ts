// Recovery codes of two-step verification: ten single-use codes a member keeps for the day the phone is lost,
// stored by hash only. A sign-in spends one with a conditional update, so one code signs in once.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const mfaRecoveryCodesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('member_recovery_codes')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('member_id', 'uuid', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      // Also the index a sign-in looks its code up by, and a member's count reads.
      .addUniqueConstraint('member_recovery_codes_member_hash', ['member_id', 'code_hash'])
      .execute();
  },
};
