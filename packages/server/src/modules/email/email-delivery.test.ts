// Delivery over a real SMTP server on loopback (smtp-server): a message is sent once with its recipient,
// subject and both bodies and marked SENT; a refusing server gets retried with back-off, then FAILED; the
// outbox shows it all, and the SMTP credentials reach neither the log nor the outbox.
import { Writable } from 'node:stream';
import type { EmailOutboxResponse, OutboxMessage } from '@cartwright/contracts';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type SmtpTestServer,
  startSmtpTestServer,
  USER,
} from '../../test-support/smtp-test-server.js';
import { createTestApp, movableClock, type TestApp } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from '../products/test-support/catalog-callers.js';
import { sendEmail } from './email.service.js';
import {
  DELIVERY_BACKOFF_MS,
  deliverDueEmails,
  MAX_DELIVERY_ATTEMPTS,
  startEmailDelivery,
} from './email-delivery.js';
import { deliveryErrorText, smtpSender } from './smtp-sender.js';

const clock = movableClock(new Date('2026-05-01T10:00:00.000Z'));
const logLines: string[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  }),
);
let good: SmtpTestServer;
let refusing: SmtpTestServer;
let t: TestApp;
let callers: Credentials;

beforeAll(async () => {
  good = await startSmtpTestServer();
  refusing = await startSmtpTestServer({ refuse: true });
  t = await createTestApp({ clock, logger, config: { smtpUrl: good.url } });
  callers = await catalogCallers(t);
});
afterAll(async () => {
  await t.close();
  await good.close();
  await refusing.close();
});
beforeEach(async () => {
  await t.deps.db.deleteFrom('email_outbox').execute();
  good.received.length = 0;
});

const message = (to: string) => ({
  to,
  subject: 'Reset your password',
  text: 'Choose a new password here: https://shop.example/r?t=abc',
  html: '<p>Choose a <b>new password</b></p>',
  kind: 'recovery-link' as const,
  data: { link: 'https://shop.example/r?t=abc' },
});

async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await jsonRequest(t, callers.apiKey)('GET', `/cartwright/v1/email-outbox?to=${to}`);
  return ((await res.json()) as EmailOutboxResponse).messages;
}

const deps = (smtpUrl: string) => ({ ...t.deps, smtpUrl });

describe('e-mail delivery over SMTP', () => {
  it('queues messages PENDING, then sends each once with its recipient, subject and bodies', async () => {
    await sendEmail(t.deps, t.deps.db, message('ada@shop.example'));
    expect(await outbox('ada@shop.example')).toMatchObject([{ deliveryState: 'PENDING', attempts: 0 }]);

    const sender = smtpSender(good.url, 'Shop <no-reply@shop.example>');
    const turns = await Promise.all([
      deliverDueEmails(deps(good.url), sender),
      deliverDueEmails(deps(good.url), sender),
    ]);
    sender.close();
    expect(turns.reduce((sum, turn) => sum + turn.sent, 0)).toBe(1);
    expect(good.received).toHaveLength(1);
    const [mail] = good.received;
    expect(mail!.from).toBe('no-reply@shop.example');
    expect(mail!.to).toEqual(['ada@shop.example']);
    expect(mail!.raw).toContain('Subject: Reset your password');
    expect(mail!.raw).toContain('Content-Type: text/plain');
    expect(mail!.raw).toContain('Choose a new password here: https://shop.example/r?t=abc');
    expect(mail!.raw).toContain('Content-Type: text/html');
    expect(mail!.raw).toContain('<p>Choose a <b>new password</b></p>');
    expect(await outbox('ada@shop.example')).toMatchObject([
      { deliveryState: 'SENT', attempts: 1, sentDate: clock().toISOString() },
    ]);
  });

  it('keeps the body of a queued message out of the log', async () => {
    logLines.length = 0;
    await sendEmail(t.deps, t.deps.db, message('log@shop.example'));
    expect(logLines.join('')).not.toContain('https://shop.example/r?t=abc');
  });

  it('retries a refused message after 30 s, 2 min, 10 min, 1 h, 1 h, then marks it FAILED', async () => {
    logLines.length = 0;
    await sendEmail(t.deps, t.deps.db, message('grace@shop.example'));
    const sender = smtpSender(refusing.url, 'no-reply@shop.example');
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      expect(await deliverDueEmails(deps(refusing.url), sender)).toMatchObject(
        attempt < MAX_DELIVERY_ATTEMPTS ? { retried: 1 } : { failed: 1 },
      );
      const [row] = await outbox('grace@shop.example');
      expect(row).toMatchObject({
        deliveryState: attempt < MAX_DELIVERY_ATTEMPTS ? 'PENDING' : 'FAILED',
        attempts: attempt,
      });
      expect(row!.lastError).toContain('unavailable');
      if (attempt === MAX_DELIVERY_ATTEMPTS) break;
      const wait = DELIVERY_BACKOFF_MS[attempt - 1]!;
      // Not before its back-off is over.
      clock.advance(wait - 1000);
      expect(await deliverDueEmails(deps(refusing.url), sender)).toEqual({ sent: 0, retried: 0, failed: 0 });
      clock.advance(1000);
    }
    sender.close();
    clock.advance(24 * 60 * 60 * 1000);
    expect(await deliverDueEmails(deps(refusing.url), sender)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(logLines.join('')).not.toContain(PASSWORD);
  });

  it('keeps the SMTP credentials out of the error it stores', async () => {
    await sendEmail(t.deps, t.deps.db, message('wrong-login@shop.example'));
    const wrongUrl = good.url.replace(PASSWORD, 'not-the-pa55word');
    const sender = smtpSender(wrongUrl, 'no-reply@shop.example');
    await deliverDueEmails(deps(wrongUrl), sender);
    sender.close();
    const [row] = await outbox('wrong-login@shop.example');
    expect(row!.lastError).toBeDefined();
    expect(row!.lastError).not.toContain('not-the-pa55word');
    expect(deliveryErrorText(new Error(`login ${USER}:${PASSWORD} refused`), good.url)).toBe(
      'login ***:*** refused',
    );
    expect(deliveryErrorText(new Error('x'.repeat(2000)), good.url)).toHaveLength(500);
  });

  it('runs as a worker that delivers what is queued, until stopped', async () => {
    const worker = startEmailDelivery(deps(good.url), 'no-reply@shop.example', 20);
    await sendEmail(t.deps, t.deps.db, message('worker@shop.example'));
    await expect.poll(async () => (await outbox('worker@shop.example'))[0]?.deliveryState).toBe('SENT');
    await worker.stop();
    await sendEmail(t.deps, t.deps.db, message('after-stop@shop.example'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await outbox('after-stop@shop.example'))[0]?.deliveryState).toBe('PENDING');
    expect(logLines.join('')).not.toContain(PASSWORD);
  });
});
