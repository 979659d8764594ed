import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { seedCommand } from './seed.js';

describe('cartwright seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('creates the demo store once and prints the owner password that one time', async () => {
    const first = await seedCommand.run({ db: database.db, options: {} });
    expect(first).toEqual({
      created: true,
      owner: { email: 'owner@demo.cartwright.local', password: expect.any(String) },
    });
    const password = (first.owner as { password: string }).password;
    expect(seedCommand.format?.(first)).toContain(password);

    const second = await seedCommand.run({ db: database.db, options: {} });
    expect(second).toEqual({ created: false });
    expect(seedCommand.format?.(second)).not.toContain(password);
  });
});
