import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError, ValidationFailure } from '../../errors/app-error.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { ownerCreateCommand } from './owner-create.js';

describe('cartwright owner create', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const run = (options: Record<string, string>) => ownerCreateCommand.run({ db: database.db, options });

  it('creates an owner with an argon2id password hash', async () => {
    const result = await run({ email: 'Owner@Shop.example', password: 'correct horse' });
    expect(result).toEqual({ id: expect.any(String), email: 'Owner@Shop.example', role: 'OWNER' });
    const row = await database.db
      .selectFrom('admins')
      .selectAll()
      .where('id', '=', String(result.id))
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(row.password_hash, 'correct horse')).toBe(true);
    expect(ownerCreateCommand.format?.(result)).toContain('Owner@Shop.example');
  });

  it('creates a contributor when asked, in any case', async () => {
    const result = await run({ email: 'helper@shop.example', password: '12345678', role: 'contributor' });
    expect(result.role).toBe('CONTRIBUTOR');
  });

  it('refuses a second account with the same e-mail in another case', async () => {
    const error = await run({ email: 'owner@shop.EXAMPLE', password: 'another one' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 409, code: 'DUPLICATE_EMAIL' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough' }, 'email', 'FORMAT'],
    [{ email: 'a@b.example', password: 'short' }, 'password', 'MIN_LENGTH'],
    [{ email: 'a@b.example', password: 'x'.repeat(257) }, 'password', 'MAX_LENGTH'],
    [{ email: 'a@b.example', password: 'long enough', role: 'ADMIN' }, 'role', 'INVALID_ENUM_VALUE'],
  ])('rejects %j', async (options, field, violatedRule) => {
    const error = await run(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationFailure);
    expect((error as ValidationFailure).violations).toEqual([
      { field, description: expect.any(String), violatedRule },
    ]);
  });
});
