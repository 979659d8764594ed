// Failed statements are logged by which statement failed, never with the values they were given:
// through the app's error handler and straight from Kysely, on PGlite and PostgreSQL.
import { ADMIN_LOGIN_PATH } from '@cartwright/contracts';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../seed/demo-seed.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { statementFingerprint } from './query-error.js';

const SECRET_EMAIL = 'sEcReT-owner-7f3a@private.example';
const SECRET_ADDRESS = '203.0.113.197';
const SECRET_TEXT = 'hunter2-sEcReT-9c41';

const lines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logger });
  await seedDemoStore(t.deps);
});
afterAll(() => t.close());

/** Logs the error as the error handler does and answers the JSON line written. */
async function loggedFailure(run: () => Promise<unknown>): Promise<string> {
  const error = await run().then(
    () => expect.fail('the statement should fail'),
    (failure: unknown) => failure,
  );
  lines.length = 0;
  logger.error({ err: error }, 'Unhandled error');
  return lines.join('');
}

const statementOf = (line: string) =>
  (JSON.parse(line) as { err: { statement: { fingerprint: string; start: string; name?: string } } }).err
    .statement;

describe('logging a failed statement', () => {
  it('a sign-in whose throttle statement fails logs neither the e-mail nor the client address', async () => {
    await sql`drop table admin_login_throttle`.execute(t.deps.db);
    lines.length = 0;
    const res = await t.app.request(
      ADMIN_LOGIN_PATH,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: SECRET_EMAIL, password: SECRET_TEXT }),
      },
      { incoming: { socket: { remoteAddress: SECRET_ADDRESS } } },
    );
    expect(res.status).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('Unhandled error');
    expect(logged).toContain('admin_login_throttle');
    expect(logged).toContain('42P01');
    for (const secret of [SECRET_EMAIL, SECRET_EMAIL.toLowerCase(), SECRET_ADDRESS, SECRET_TEXT]) {
      expect(logged).not.toContain(secret);
    }
    const statement = statementOf(lines.find((line) => line.includes('Unhandled error'))!);
    expect(statement.fingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(statement.start).toMatch(/^insert into "admin_login_throttle"/);
  });

  it('keeps the SQLSTATE and constraint of a unique violation but not the row values in its detail', async () => {
    const row = {
      id: crypto.randomUUID(),
      password_hash: 'x',
      role: 'OWNER' as const,
      created_at: new Date(),
    };
    await t.deps.db
      .insertInto('admins')
      .values({ ...row, email: SECRET_EMAIL })
      .execute();
    const query = t.deps.db
      .insertInto('admins')
      .values({ ...row, id: crypto.randomUUID(), email: SECRET_EMAIL.toUpperCase() });
    const logged = await loggedFailure(() => query.execute());
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('admins_email_lower');
    expect(logged.toLowerCase()).not.toContain(SECRET_EMAIL.toLowerCase());
    expect(statementOf(logged).fingerprint).toBe(statementFingerprint(query.compile().sql));
  });

  it('removes the input echoed by data exceptions and by a not-null violation', async () => {
    const badUuid = await loggedFailure(() => sql`select ${SECRET_TEXT}::uuid`.execute(t.deps.db));
    expect(badUuid).toContain('"code":"22P02"');
    expect(badUuid).toContain('invalid input syntax for type uuid: \\"…\\"');
    expect(badUuid).not.toContain(SECRET_TEXT);
    expect(statementOf(badUuid).start).toBe('select $1::uuid');

    const notNull = await loggedFailure(() =>
      t.deps.db
        .insertInto('admins')
        .values({
          id: crypto.randomUUID(),
          email: SECRET_EMAIL,
          password_hash: SECRET_TEXT,
          role: 'OWNER',
          created_at: null as unknown as Date,
        })
        .execute(),
    );
    expect(notNull).toContain('"code":"23502"');
    expect(notNull).not.toContain(SECRET_EMAIL);
    expect(notNull).not.toContain(SECRET_TEXT);
  });
});
