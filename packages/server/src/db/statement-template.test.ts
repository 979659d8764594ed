// A template runs with each call's values in the statement's parameters, and refuses a slot its statement
// never uses (which would silently drop that value).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { statementTemplate } from './statement-template.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('statementTemplate', () => {
  it('compiles once and runs each call with its own values, a slot used twice included', async () => {
    const template = statementTemplate(['a', 'b'], (db, s) =>
      db.selectNoFrom([
        sql<number>`${s.a}::int + ${s.b}::int`.as('sum'),
        sql<string>`${s.b}::text || ${s.b}::text`.as('twice'),
        sql<string>`${'kept'}::text`.as('constant'),
      ]),
    );
    const first = template(database.db, { a: 1, b: 2 });
    const second = template(database.db, { a: 40, b: 2 });
    expect(second.sql).toBe(first.sql);
    expect((await database.db.executeQuery(first)).rows).toEqual([{ sum: 3, twice: '22', constant: 'kept' }]);
    expect((await database.db.executeQuery(second)).rows).toEqual([
      { sum: 42, twice: '22', constant: 'kept' },
    ]);
  });

  it('refuses a slot the statement leaves out', () => {
    const template = statementTemplate(['used', 'forgotten'], (db, s) =>
      db.selectNoFrom(sql<string>`${s.used}::text`.as('value')),
    );
    expect(() => template(database.db, { used: 'x', forgotten: 'y' })).toThrow(
      'Statement template leaves out the slots forgotten',
    );
  });
});
