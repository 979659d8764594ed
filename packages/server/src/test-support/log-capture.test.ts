// The leak search finds a secret in every encoding, wherever it sits in a larger buffer, and nothing else.
import { describe, expect, it } from 'vitest';
import { captureLogs, findLeaks } from './log-capture.js';

const secret = 'Zq3_vX9-kT2pLm8RwY4nB6cD1eF5gH7j';
/** The secret inside a request's bytes, after `offset` bytes of other text. */
const packet = (offset: number) =>
  Buffer.from(`${'GET /x HTTP/1.1\r\nA: '.slice(0, 10 + offset)}${secret}\r\n\r\n`);

describe('findLeaks', () => {
  it.each([0, 1, 2])(
    'finds the secret as text, byte values, base64, base64url and hex at offset %i',
    (offset) => {
      const bytes = packet(offset);
      const lines = [
        JSON.stringify({ msg: `token ${secret}` }),
        JSON.stringify({ err: { rawPacket: bytes } }),
        JSON.stringify({ data: bytes.toString('base64') }),
        JSON.stringify({ data: bytes.toString('base64url') }),
        JSON.stringify({ data: bytes.toString('hex') }),
        JSON.stringify({ data: bytes.toString('hex').toUpperCase() }),
      ];
      for (const line of lines) expect(findLeaks([line], { secret }), line).not.toEqual([]);
      expect(findLeaks(lines, { secret }).map((l) => l.encoding)).toEqual([
        'text',
        'byte values',
        'base64',
        'hex',
      ]);
    },
  );

  it('finds byte values with spaces after the commas, and percent-encoded text', () => {
    expect(findLeaks([`[${[...Buffer.from(secret)].join(', ')}]`], { secret })).toHaveLength(1);
    expect(findLeaks([encodeURIComponent(`${secret}/`)], { secret })).toHaveLength(1);
  });

  it('finds nothing in lines without the secret, a part of it included', () => {
    const lines = [
      JSON.stringify({ msg: 'request', status: 400 }),
      JSON.stringify({ data: secret.slice(0, 20), bytes: [...Buffer.from(secret.slice(0, 20))] }),
    ];
    expect(findLeaks(lines, { secret })).toEqual([]);
  });
});

describe('captureLogs', () => {
  it('keeps every line at every level, parsed on demand', () => {
    const logs = captureLogs();
    logs.logger.trace('one');
    logs.logger.error({ requestId: 'r' }, 'two');
    expect(logs.entries().map((e) => [e.level, e.msg])).toEqual([
      [10, 'one'],
      [50, 'two'],
    ]);
    expect(logs.entries(1)).toHaveLength(1);
  });
});
