import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { ValidationFailure } from '../../errors/app-error.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { clientCreateCommand } from './client-create.js';

describe('cartwright client create', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const run = (options: Record<string, string | string[]>) =>
    clientCreateCommand.run({ db: database.db, options });

  it('registers a client with its redirect URIs and normalised origins', async () => {
    const result = await run({
      name: 'My shop',
      'redirect-uri': ['https://shop.example/callback', 'http://localhost:5173/cb?x=1'],
      origin: ['https://Shop.example:443/', 'http://localhost:5173'],
    });
    expect(result).toEqual({ clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const row = await database.db
      .selectFrom('oauth_clients')
      .selectAll()
      .where('id', '=', String(result.clientId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'My shop',
      redirect_uris: ['https://shop.example/callback', 'http://localhost:5173/cb?x=1'],
      allowed_origins: ['https://shop.example', 'http://localhost:5173'],
    });
    expect(clientCreateCommand.format?.(result)).toContain(String(result.clientId));
  });

  it('accepts a single redirect URI given once', async () => {
    expect(await run({ name: 'One', 'redirect-uri': 'https://one.example/cb' })).toHaveProperty('clientId');
  });

  it.each([
    [{ name: ' ', 'redirect-uri': 'https://a.example/cb' }, 'name', 'REQUIRED_FIELD'],
    [{ name: 'x'.repeat(101), 'redirect-uri': 'https://a.example/cb' }, 'name', 'MAX_LENGTH'],
    [{ name: 'A', 'redirect-uri': '/relative/cb' }, 'redirectUris[0]', 'FORMAT'],
    [{ name: 'A', 'redirect-uri': 'ftp://a.example/cb' }, 'redirectUris[0]', 'FORMAT'],
    [
      { name: 'A', 'redirect-uri': ['https://a.example/cb', 'https://a.example/cb#frag'] },
      'redirectUris[1]',
      'FORMAT',
    ],
    [
      { name: 'A', 'redirect-uri': 'https://a.example/cb', origin: 'https://a.example/path' },
      'allowedOrigins[0]',
      'FORMAT',
    ],
    [
      { name: 'A', 'redirect-uri': 'https://a.example/cb', origin: 'a.example' },
      'allowedOrigins[0]',
      'FORMAT',
    ],
    [
      { name: 'A', 'redirect-uri': 'https://a.example/cb', origin: 'https://u:p@a.example' },
      'allowedOrigins[0]',
      'FORMAT',
    ],
  ])('rejects %j (%s)', async (options, field, violatedRule) => {
    const error = await run(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationFailure);
    expect((error as ValidationFailure).violations).toEqual([
      { field, description: expect.any(String), violatedRule },
    ]);
  });
});
