// At least once, on real processes: 1,000 cart updates to a receiver that fails 30% of attempts and drops
// 10% of connections (up to three times an event), the server killed with SIGKILL half-way and started again. Every update's event is
// delivered, retries carry the same bytes, and each cart's events arrive in sequence order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CartwrightProcesses,
  cartwrightProcesses,
  ready,
} from '../../../test-support/cartwright-process.js';
import {
  addLine,
  createProduct,
  eventOf,
  killed,
  runJson,
  setNote,
  visitorToken,
  waitFor,
} from '../test-support/store-process.js';
import {
  type Answer,
  type ReceivedWebhook,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../test-support/webhook-receiver.js';

const CARTS = 100;
const UPDATES_PER_CART = 10;
const MAX_FAILURES_PER_EVENT = 3;

let processes: CartwrightProcesses;
let receiver: WebhookReceiver;
let dir: string;
const accepted = new Set<ReceivedWebhook>();

beforeAll(async () => {
  processes = await cartwrightProcesses();
  receiver = await startWebhookReceiver();
  dir = mkdtempSync(join(tmpdir(), 'cartwright-delivery-'));
});
afterAll(async () => {
  processes.close();
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('webhook delivery across a crash', () => {
  it('delivers all 1,000 update events at least once, same bytes per retry, in order per cart', async () => {
    // Each event fails at most three times: with backoff doubling per attempt, an event refused ten times in a
    // row (1 in 10,000, so about once in ten runs of 1,000) waits minutes, and its cart's later events behind it.
    const failures = new Map<string, number>();
    receiver.answer((request): Answer => {
      const id = String(request.headers['webhook-id']);
      const failed = failures.get(id) ?? 0;
      const roll = failed >= MAX_FAILURES_PER_EVENT ? 1 : Math.random();
      if (roll < 0.4) failures.set(id, failed + 1);
      if (roll < 0.1) return 'drop';
      if (roll < 0.4) return { status: 500 };
      accepted.add(request);
      return { status: 200 };
    });
    const storage = ['--data-dir', dir];
    const { apiKey } = (await runJson(processes, ['api-key', 'create', '--name', 'test', ...storage])) as {
      apiKey: string;
    };
    const { clientId } = (await runJson(processes, [
      'client',
      'create',
      '--name',
      'shop',
      '--redirect-uri',
      'http://127.0.0.1/cb',
      ...storage,
    ])) as { clientId: string };
    await runJson(processes, [
      'webhooks',
      'create',
      '--url',
      receiver.url,
      '--events',
      'wix.ecom.v1.cart_updated',
      '--allow-private-webhooks',
      ...storage,
    ]);
    const start = () =>
      processes.run([
        'start',
        '--port',
        '0',
        '--no-demo',
        '--allow-private-webhooks',
        '--webhook-retry-base',
        '200',
        '--log-level',
        'warn',
        ...storage,
      ]);

    let server = start();
    let url = await ready(server);
    const productId = await createProduct(url, apiKey);
    const tokens = await Promise.all(Array.from({ length: CARTS }, () => visitorToken(url, clientId)));
    for (const token of tokens) await addLine(url, token, productId);

    const writeRound = async (round: number) => {
      for (let i = 0; i < tokens.length; i += 20) {
        await Promise.all(tokens.slice(i, i + 20).map((token) => setNote(url, token, `note ${round}`)));
      }
    };
    for (let round = 0; round < UPDATES_PER_CART / 2; round++) await writeRound(round);
    await waitFor(
      () => `${receiver.received.length} received before the crash`,
      () => accepted.size >= 100,
      60_000,
    );
    await killed(server);

    server = start();
    url = await ready(server);
    for (let round = UPDATES_PER_CART / 2; round < UPDATES_PER_CART; round++) await writeRound(round);

    const total = CARTS * UPDATES_PER_CART;
    const acceptedIds = () => new Set([...accepted].map((r) => eventOf(r.body).id));
    await waitFor(
      () => `${acceptedIds().size} of ${total} delivered; server said: ${server.stderr().slice(-3000)}`,
      () => acceptedIds().size === total,
      240_000,
    );

    const received = receiver.received.map((r) => ({
      ...r,
      event: eventOf(r.body),
      accepted: accepted.has(r),
    }));
    expect(new Set(received.map((r) => r.event.type))).toEqual(new Set(['wix.ecom.v1.cart_updated']));
    // Every retry of an event carries the same id header and the same bytes.
    const bodies = new Map<string, Set<string>>();
    for (const r of received) {
      expect(r.headers['webhook-id']).toBe(r.event.id);
      bodies.set(r.event.id, (bodies.get(r.event.id) ?? new Set()).add(r.body));
    }
    expect([...bodies.values()].every((set) => set.size === 1)).toBe(true);
    expect(received.length).toBeGreaterThan(total);
    // Per cart, no attempt at sequence n + 1 before sequence n was accepted.
    const acceptedUpTo = new Map<string, number>();
    for (const r of received) {
      const { entityId, sequence } = r.event;
      const done = acceptedUpTo.get(entityId) ?? 1;
      expect(sequence, `${entityId} #${sequence} came before #${done + 1} was accepted`).toBeLessThanOrEqual(
        done + 1,
      );
      if (r.accepted) acceptedUpTo.set(entityId, Math.max(done, sequence));
    }
    expect([...acceptedUpTo.values()].every((last) => last === UPDATES_PER_CART + 1)).toBe(true);
    await killed(server);
  }, 420_000);
});
