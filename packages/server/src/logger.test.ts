// What a log line keeps of an error: what failed, never the request bytes or query values it carries.
import { describe, expect, it } from 'vitest';
import { captureLogs, findLeaks } from './test-support/log-capture.js';

const secret = 'Kx8vQ2-log-secret-mN4pR7tW1yZ3bD';
/** Node's parser error as it reaches the `clientError` handler: the request's bytes in `rawPacket`. */
function parserError() {
  return Object.assign(new Error('Parse Error: Header overflow'), {
    code: 'HPE_HEADER_OVERFLOW',
    reason: 'Header overflow',
    bytesParsed: 16_500,
    rawPacket: Buffer.from(`GET / HTTP/1.1\r\nAuthorization: Bearer ${secret}\r\n\r\n`),
  });
}

describe('the err serializer', () => {
  it("keeps a parser error's code, reason and bytes parsed, and drops its raw packet", () => {
    const logs = captureLogs();
    logs.logger.info({ err: parserError() }, 'refused');
    expect(logs.entries()[0]?.err).toEqual({
      type: 'Error',
      message: 'Parse Error: Header overflow',
      stack: expect.stringContaining('Parse Error: Header overflow'),
      code: 'HPE_HEADER_OVERFLOW',
      reason: 'Header overflow',
      bytesParsed: 16_500,
    });
    expect(findLeaks(logs.lines, { secret })).toEqual([]);
  });

  it('drops query parameters and quoted row values, and object-valued fields even under safe names', () => {
    const logs = captureLogs();
    const database = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'members_email_key',
      detail: `Key (email)=(${secret}) already exists.`,
      params: [secret],
      query: 'insert into members (email) values ($1)',
      status: { secret },
      // As scrubQueryError records it, plus what it never holds.
      statement: { fingerprint: '0123456789ab', start: 'insert into members', params: [secret] },
    });
    logs.logger.error({ err: database }, 'failed');
    expect(logs.entries()[0]?.err).toEqual({
      type: 'Error',
      message: 'duplicate key value violates unique constraint',
      stack: expect.any(String),
      code: '23505',
      constraint: 'members_email_key',
      statement: { fingerprint: '0123456789ab', start: 'insert into members' },
    });
    expect(findLeaks(logs.lines, { secret })).toEqual([]);
  });

  it('serializes causes and aggregated errors the same way, and an Error given as the whole line', () => {
    const logs = captureLogs();
    const wrapped = new Error('delivery failed', { cause: parserError() });
    logs.logger.warn({ err: new AggregateError([parserError(), wrapped], 'all failed') }, 'turn failed');
    logs.logger.error(wrapped);
    const [aggregate, whole] = logs.entries();
    expect(aggregate?.err).toMatchObject({
      type: 'AggregateError',
      errors: [
        { code: 'HPE_HEADER_OVERFLOW' },
        { message: 'delivery failed', cause: { reason: 'Header overflow' } },
      ],
    });
    expect(whole).toMatchObject({ msg: 'delivery failed', err: { cause: { code: 'HPE_HEADER_OVERFLOW' } } });
    expect(findLeaks(logs.lines, { secret })).toEqual([]);
  });

  it('shows an Error under another key the same way, and a thrown non-error only by its type', () => {
    const logs = captureLogs();
    logs.logger.warn({ error: parserError(), webhookId: 'w1' }, 'other key');
    logs.logger.warn({ err: { rawPacket: secret } }, 'thrown object');
    logs.logger.warn({ err: 'plain text' }, 'thrown string');
    const [other, object, text] = logs.entries();
    expect(other).toMatchObject({
      webhookId: 'w1',
      error: { code: 'HPE_HEADER_OVERFLOW', reason: 'Header overflow' },
    });
    expect(object?.err).toEqual({ type: 'object' });
    expect(text?.err).toBe('plain text');
    expect(findLeaks(logs.lines, { secret })).toEqual([]);
  });
});

describe('secrets of the configuration', () => {
  it('are redacted wherever a line carries the config or its Stripe part', () => {
    const logs = captureLogs();
    const stripe = {
      secretKey: `sk_test_${secret}`,
      publishableKey: 'pk_test_visible',
      webhookSecret: `whsec_${secret}`,
    };
    logs.logger.info({ config: { stripe, smtpUrl: `smtp://u:${secret}@mail` } }, 'config');
    logs.logger.info({ stripe }, 'stripe');
    logs.logger.info(stripe, 'flat');
    expect(findLeaks(logs.lines, { secret })).toEqual([]);
    expect(logs.lines.join('\n')).toContain('pk_test_visible');
    expect(logs.entries()[1]?.stripe).toMatchObject({ secretKey: '[redacted]', webhookSecret: '[redacted]' });
  });
});
