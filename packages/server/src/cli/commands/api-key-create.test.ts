import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFromAuthorization } from '../../caller-resolution.js';
import type { DatabaseHandle } from '../../db/database.js';
import { ValidationFailure } from '../../errors/app-error.js';
import { sha256Hex } from '../../lib/secrets.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { apiKeyCreateCommand } from './api-key-create.js';

describe('cartwright api-key create', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('prints a key once and stores only its hash and a short prefix', async () => {
    const result = await apiKeyCreateCommand.run({ db: database.db, options: { name: 'Inventory sync' } });
    const apiKey = String(result.apiKey);
    expect(apiKey).toMatch(/^cwk_[A-Za-z0-9_-]{43}$/);
    const row = await database.db.selectFrom('api_keys').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Inventory sync',
      key_hash: sha256Hex(apiKey),
      prefix: apiKey.slice(0, 10),
    });
    expect(JSON.stringify(row)).not.toContain(apiKey);
    expect(apiKeyCreateCommand.format?.(result)).toContain(apiKey);

    const caller = await callerFromAuthorization({ db: database.db, clock: () => new Date() }, apiKey);
    expect(caller).toEqual({ kind: 'admin', userId: row.id, role: 'OWNER', via: 'api-key' });
  });

  it('gives every key a different value', async () => {
    const a = await apiKeyCreateCommand.run({ db: database.db, options: { name: 'A' } });
    const b = await apiKeyCreateCommand.run({ db: database.db, options: { name: 'A' } });
    expect(a.apiKey).not.toBe(b.apiKey);
  });

  it.each([['  '], ['x'.repeat(101)]])('rejects the name %j', async (name) => {
    await expect(apiKeyCreateCommand.run({ db: database.db, options: { name } })).rejects.toBeInstanceOf(
      ValidationFailure,
    );
  });
});
