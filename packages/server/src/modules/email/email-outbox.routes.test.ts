// The e-mail outbox: admins read the messages newest first, by recipient in any case; nobody else reads it.
import type { EmailOutboxResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from '../products/test-support/catalog-callers.js';
import { sendEmail } from './email.service.js';

const clock = movableClock(new Date('2026-05-01T10:00:00.000Z'));
let t: TestApp;
let callers: Credentials;

const message = (to: string, code: string) => ({
  to,
  subject: 'Your code',
  text: `Your code is ${code}`,
  html: `<p>Your code is <b>${code}</b></p>`,
  kind: 'verification-code' as const,
  data: { code },
});

beforeAll(async () => {
  t = await createTestApp({ clock });
  callers = await catalogCallers(t);
  await sendEmail(t.deps, t.deps.db, message('Ada@Shop.example', '111111'));
  clock.advance(1000);
  await sendEmail(t.deps, t.deps.db, message('grace@shop.example', '222222'));
  clock.advance(1000);
  await sendEmail(t.deps, t.deps.db, message('ada@shop.example', '333333'));
});
afterAll(() => t.close());

describe('GET /cartwright/v1/email-outbox', () => {
  it('lists the messages to one address, newest first, in any case', async () => {
    const res = await jsonRequest(t, callers.adminToken)(
      'GET',
      '/cartwright/v1/email-outbox?to=ADA@shop.example',
    );
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as EmailOutboxResponse;
    expect(messages.map((m) => m.data.code)).toEqual(['333333', '111111']);
    expect(messages[0]).toMatchObject({
      to: 'ada@shop.example',
      subject: 'Your code',
      text: 'Your code is 333333',
      kind: 'verification-code',
      deliveryState: 'LOGGED',
      createdDate: '2026-05-01T10:00:02.000Z',
    });
  });

  it('lists every message within the limit', async () => {
    const res = await jsonRequest(t, callers.apiKey)('GET', '/cartwright/v1/email-outbox?limit=2');
    const { messages } = (await res.json()) as EmailOutboxResponse;
    expect(messages.map((m) => m.data.code)).toEqual(['333333', '222222']);
  });

  it('refuses a limit out of range', async () => {
    expect(
      await violations(
        await jsonRequest(t, callers.adminToken)('GET', '/cartwright/v1/email-outbox?limit=0'),
      ),
    ).toEqual([['limit', 'MIN']]);
  });

  it.each([
    ['anonymous', 401],
    ['visitor', 403],
    ['member', 403],
  ] as const)('refuses %s callers (%i)', async (caller, status) => {
    const res = await jsonRequest(t, callers[caller])('GET', '/cartwright/v1/email-outbox');
    expect(res.status).toBe(status);
  });
});
