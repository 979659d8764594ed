// What Node's HTTP parser refuses, over a real socket: 431 and 400 in the wire envelope, then normal service.
import { connect } from 'node:net';
import { MAX_REQUEST_HEAD_BYTES } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { startTestServer, stopTestServer } from '../test-support/test-server.js';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  ({ server, dir } = await startTestServer('cartwright-client-errors-'));
});
afterAll(() => stopTestServer(server, dir));

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

const envelope = (code: string) => ({
  message: expect.any(String),
  details: { applicationError: { code, description: expect.any(String) } },
});

describe('parser errors', () => {
  it(`answers a URL past ${MAX_REQUEST_HEAD_BYTES} bytes with 431 in the envelope`, async () => {
    const res = await raw(`GET /healthz?q=${'a'.repeat(MAX_REQUEST_HEAD_BYTES)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(res.body)).toEqual(envelope('REQUEST_HEADER_FIELDS_TOO_LARGE'));
  });

  it('answers a header past the limit with 431, and a malformed request line with 400', async () => {
    const big = await raw(
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(MAX_REQUEST_HEAD_BYTES)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual(envelope('REQUEST_HEADER_FIELDS_TOO_LARGE'));
    const garbage = await raw('NOT A REQUEST\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual(envelope('INVALID_ARGUMENT'));
  });

  it('keeps serving normal requests afterwards, a URL just under the limit included', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const near = await fetch(`${server.url}/healthz?q=${'a'.repeat(MAX_REQUEST_HEAD_BYTES - 1024)}`);
    expect(near.status).toBe(200);
  });
});
