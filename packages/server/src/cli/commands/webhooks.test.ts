import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { ValidationFailure } from '../../errors/app-error.js';
import { UsageError } from '../../lib/parse-args.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { runCli } from '../run-cli.js';
import {
  webhooksCreateCommand,
  webhooksDeleteCommand,
  webhooksListCommand,
  webhooksPublicKeyCommand,
} from './webhooks.js';

describe('cartwright webhooks', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const db = () => database.db;

  it('creates, lists and deletes a subscription, printing the secret only on creation', async () => {
    const created = await webhooksCreateCommand.run({
      db: db(),
      options: {
        url: 'https://203.0.114.7/hooks',
        events: 'wix.ecom.v1.cart_created, wix.ecom.v1.cart_updated',
      },
    });
    const webhook = created.webhook as { id: string; secret: string; eventTypes: string[]; enabled: boolean };
    expect(webhook.eventTypes).toEqual(['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_updated']);
    expect(webhook.enabled).toBe(true);
    expect(webhooksCreateCommand.format?.(created)).toContain(webhook.secret);

    const listed = await webhooksListCommand.run({ db: db(), options: {} });
    expect(JSON.stringify(listed)).not.toContain(webhook.secret);
    expect(webhooksListCommand.format?.(listed)).toMatch(
      new RegExp(`^${webhook.id} +enabled +https://203.0.114.7/hooks +wix.ecom.v1.cart_created,`),
    );

    expect(await webhooksDeleteCommand.run({ db: db(), options: { id: webhook.id } })).toEqual({
      deleted: webhook.id,
    });
    expect(webhooksListCommand.format?.(await webhooksListCommand.run({ db: db(), options: {} }))).toBe(
      'No webhooks',
    );
    await expect(webhooksDeleteCommand.run({ db: db(), options: { id: webhook.id } })).rejects.toThrow(
      'not found',
    );
  });

  it('refuses unknown event types, private addresses unless allowed, and an empty list', async () => {
    const run = (options: Record<string, unknown>) =>
      webhooksCreateCommand.run({
        db: db(),
        options: { url: 'http://127.0.0.1:9/hooks', events: '*', ...options },
      });
    await expect(run({ events: 'cart_exploded' })).rejects.toThrow(/unknown event type "cart_exploded"/);
    await expect(run({})).rejects.toBeInstanceOf(ValidationFailure);
    await expect(run({ events: ' , ' })).rejects.toBeInstanceOf(UsageError);
    const allowed = await run({ 'allow-private-webhooks': true, disabled: true });
    expect(allowed.webhook).toMatchObject({ enabled: false, url: 'http://127.0.0.1:9/hooks' });
  });

  it('prints the public key as PEM, and JSON with --json', async () => {
    const result = await webhooksPublicKeyCommand.run({ db: db(), options: {} });
    expect(result).toMatchObject({ algorithm: 'RS256' });
    expect(webhooksPublicKeyCommand.format?.(result)).toMatch(
      /^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----$/,
    );
    const out: string[] = [];
    const code = await runCli([webhooksPublicKeyCommand], ['webhooks', 'public-key', '--json', '--help'], {
      out: (text) => out.push(text),
      err: () => {},
      env: {},
    });
    expect(code).toBe(0);
    expect(out.join('')).toContain('webhooks public-key');
  });
});
