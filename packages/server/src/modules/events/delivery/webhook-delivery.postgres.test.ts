// Two server processes on one PostgreSQL database share delivery: every event reaches the receiver once
// (it always accepts, so once per attempt), in order per cart. PostgreSQL only, like the repository's other
// PostgreSQL tests: DATABASE_URL or the local default.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CartwrightProcesses,
  cartwrightProcesses,
  ready,
} from '../../../test-support/cartwright-process.js';
import {
  addLine,
  call,
  createProduct,
  eventOf,
  runJson,
  setNote,
  visitorToken,
  waitFor,
} from '../test-support/store-process.js';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.js';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CARTS = 40;
const ROUNDS = 5;

let processes: CartwrightProcesses;
let receiver: WebhookReceiver;
let databaseUrl: string;
let name: string;
const dirs: string[] = [];

beforeAll(async () => {
  processes = await cartwrightProcesses();
  receiver = await startWebhookReceiver();
  name = `cartwright_two_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
});
afterAll(async () => {
  processes.close();
  await receiver.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two servers on one PostgreSQL database', () => {
  it('deliver each event once, in order per cart', async () => {
    const storage = () => {
      const dir = mkdtempSync(join(tmpdir(), 'cartwright-two-'));
      dirs.push(dir);
      return ['--data-dir', dir, '--database-url', databaseUrl];
    };
    const { apiKey } = (await runJson(processes, ['api-key', 'create', '--name', 'test', ...storage()])) as {
      apiKey: string;
    };
    const { clientId } = (await runJson(processes, [
      'client',
      'create',
      '--name',
      'shop',
      '--redirect-uri',
      'http://127.0.0.1/cb',
      ...storage(),
    ])) as { clientId: string };
    const start = () =>
      processes.run([
        'start',
        '--port',
        '0',
        '--no-demo',
        '--allow-private-webhooks',
        '--log-level',
        'warn',
        ...storage(),
      ]);
    const servers = [start(), start()];
    const [a, b] = (await Promise.all(servers.map(ready))) as [string, string];
    await call(a, 'POST', '/cartwright/v1/webhooks', apiKey, {
      url: receiver.url,
      eventTypes: ['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_updated'],
    });
    const productId = await createProduct(a, apiKey);
    const tokens = await Promise.all(Array.from({ length: CARTS }, () => visitorToken(a, clientId)));
    await Promise.all(tokens.map((token, i) => addLine(i % 2 ? a : b, token, productId)));
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(tokens.map((token, i) => setNote((i + round) % 2 ? a : b, token, `round ${round}`)));
    }

    const expected = CARTS * (ROUNDS + 1);
    const ids = () => new Set(receiver.received.map((r) => eventOf(r.body).id));
    await waitFor(
      () => `${ids().size} of ${expected} delivered`,
      () => ids().size >= expected,
      120_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(receiver.received).toHaveLength(expected);
    const last = new Map<string, number>();
    for (const { body } of receiver.received) {
      const { entityId, sequence } = eventOf(body);
      expect(sequence).toBe((last.get(entityId) ?? 0) + 1);
      last.set(entityId, sequence);
    }
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
  }, 300_000);
});
