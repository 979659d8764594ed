// The live feed: every new event as a server-sent event, resuming after Last-Event-ID.
import type { LiveEvent } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers } from '../products/test-support/catalog-callers.js';
import { appendDomainEvent } from './outbox/events.service.js';

const PATH = '/cartwright/v1/events/stream';
let t: TestApp;
let creds: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
});
afterAll(() => t.close());

const append = (entityId: string) =>
  appendDomainEvent(t.deps.db, t.deps.clock, {
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'updated',
    entityId,
    identity: { identityType: 'UNKNOWN' },
    body: { updatedEvent: { currentEntity: { id: entityId } } },
  });

/** Opens the stream and reads `count` events from it, then hangs up. */
async function readEvents(
  headers: Record<string, string>,
  count: number,
  whileOpen?: () => Promise<unknown>,
) {
  const controller = new AbortController();
  const res = await t.app.request(PATH, {
    headers: { ...creds.apiKey, ...headers },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const pending = whileOpen?.();
  let text = '';
  const events: Array<{ id: string; data: LiveEvent }> = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    let end = text.indexOf('\n\n');
    while (end >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const id = /^id: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id && data) events.push({ id, data: JSON.parse(data) as LiveEvent });
      end = text.indexOf('\n\n');
    }
  }
  await pending;
  await reader.cancel();
  controller.abort();
  return events;
}

describe('live event stream', () => {
  it('sends events appended after it opened, woken by the append, and resumes after Last-Event-ID', async () => {
    await append('cart-before');
    const live = await readEvents({}, 2, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await append('cart-live-1');
      await append('cart-live-2');
    });
    expect(live.map((e) => e.data.entityId)).toEqual(['cart-live-1', 'cart-live-2']);
    expect(live[0]!.data).toMatchObject({
      eventType: 'wix.ecom.v1.cart_updated',
      entityFqdn: 'wix.ecom.v1.cart',
      entityEventSequence: '1',
      identity: { identityType: 'UNKNOWN' },
      data: { updatedEvent: { currentEntity: { id: 'cart-live-1' } } },
    });
    expect(live[0]!.id).toBe(live[0]!.data.cursor);

    await append('cart-missed');
    const resumed = await readEvents({ 'last-event-id': live[0]!.id }, 2);
    expect(resumed.map((e) => e.data.entityId)).toEqual(['cart-live-2', 'cart-missed']);
  });

  it('refuses a cursor that is not one of its ids', async () => {
    expect(
      await violations(await t.app.request(PATH, { headers: { ...creds.apiKey, 'last-event-id': 'abc' } })),
    ).toEqual([['Last-Event-ID', 'FORMAT']]);
    expect(await violations(await t.app.request(`${PATH}?after=-1`, { headers: creds.apiKey }))).toEqual([
      ['after', 'FORMAT'],
    ]);
  });
});
