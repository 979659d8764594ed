// Member administration: each member's role (MEMBER, OWNER, CONTRIBUTOR; spec §3), indexes for the member
// list's default order and status filters, and the background jobs the bulk calls by filter run as (their
// progress readable at /cartwright/v1/jobs/{id}).
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const membersAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('members')
      .addColumn('role', 'text', (c) =>
        c.notNull().defaultTo('MEMBER').check(sql`role in ('MEMBER', 'OWNER', 'CONTRIBUTOR')`),
      )
      .execute();
    await sql`create index members_created on members (created_at desc, id)`.execute(db);
    await sql`create index members_status on members (status, created_at desc)`.execute(db);

    await db.schema
      .createTable('jobs')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED')`),
      )
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('succeeded', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addColumn('finished_at', timestamp)
      .execute();
  },
};
