import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';

describe('database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('returns exact money as strings, int8 as numbers and timestamps as dates', async () => {
    const { rows } = await sql<{ money: string; big: number; at: Date }>`
      select 10.10::numeric(12,2) + 0.20 as money, 9007199254740991::int8 as big, '2024-01-02T03:04:05.678Z'::timestamptz as at
    `.execute(handle.db);
    expect(rows[0]).toEqual({
      money: '10.30',
      big: 9007199254740991,
      at: new Date('2024-01-02T03:04:05.678Z'),
    });
  });

  it('keeps a transaction whole while other queries wait their turn', async () => {
    await sql`create table counter (n int not null)`.execute(handle.db);
    await sql`insert into counter values (0)`.execute(handle.db);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        handle.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ n: number }>`select n from counter for update`.execute(trx);
          await sql`update counter set n = ${rows[0]!.n + 1}`.execute(trx);
        }),
      ),
    );
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(handle.db);
    expect(rows[0]!.n).toBe(20);
  });

  it('rolls back a failed transaction', async () => {
    await sql`create table notes (body text not null)`.execute(handle.db);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into notes values ('kept?')`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await sql`select * from notes`.execute(handle.db);
    expect(rows).toEqual([]);
  });
});
