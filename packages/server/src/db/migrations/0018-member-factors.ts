// Second sign-in factors: the factors members enrol (a TOTP secret, or codes by e-mail), the sign-ins that
// wait for one (stored by the hash of their state token), and the devices a member chose to trust.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const memberFactorsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('member_factors')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('member_id', 'uuid', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('TOTP', 'EMAIL')`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('INACTIVE', 'ACTIVE')`))
      // Base32 TOTP secret; null for EMAIL.
      .addColumn('secret', 'text')
      // The last TOTP step a code was accepted for: no code of that step or before counts again.
      .addColumn('last_used_step', 'bigint')
      // The e-mailed code that confirms an EMAIL enrolment, its expiry, and the wrong codes tried.
      .addColumn('code_hash', 'text')
      .addColumn('code_expires_at', timestamp)
      .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('activated_at', timestamp)
      .addUniqueConstraint('member_factors_member_type', ['member_id', 'type'])
      .execute();

    await db.schema
      .createTable('mfa_challenges')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('member_id', 'uuid', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('state_token_hash', 'text', (c) => c.notNull().unique())
      // The code e-mailed for an EMAIL factor; null when the member has none.
      .addColumn('email_code_hash', 'text')
      .addColumn('wrong_tries', 'integer', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .execute();
    // The per-member throttle sums recent wrong tries; expired challenges are swept.
    await db.schema
      .createIndex('mfa_challenges_member')
      .on('mfa_challenges')
      .columns(['member_id', 'created_at'])
      .execute();
    await db.schema.createIndex('mfa_challenges_expires').on('mfa_challenges').column('expires_at').execute();

    await db.schema
      .createTable('trusted_devices')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'uuid', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('trusted_devices_member').on('trusted_devices').column('member_id').execute();
  },
};
