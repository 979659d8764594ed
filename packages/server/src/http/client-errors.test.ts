// What Node's HTTP parser refuses, over a real socket: 431 and 400 in the wire envelope, then normal service;
// what the log says of it, and of a client that hangs up mid-body.
import { connect } from 'node:net';
import { ADMIN_SESSION_COOKIE, MAX_REQUEST_HEAD_BYTES } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { captureLogs, findLeaks, type LogEntry } from '../test-support/log-capture.js';
import { startTestServer, stopTestServer } from '../test-support/test-server.js';

let dir: string;
let server: RunningServer;
const logs = captureLogs();

beforeAll(async () => {
  ({ server, dir } = await startTestServer('cartwright-client-errors-', logs.logger));
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

describe('what the log says', () => {
  const secret = 'hVb2-secret-9Qx7LmZt4RkW8sNc3Pd6';
  const credentials = `Authorization: Bearer ${secret}\r\nCookie: ${ADMIN_SESSION_COOKIE}=${secret}\r\n`;

  it('logs a refused request by its parser code, reason and bytes parsed, and none of its bytes', async () => {
    const from = logs.lines.length;
    const res = await raw(
      `GET /healthz HTTP/1.1\r\nHost: x\r\n${credentials}X-Big: ${'b'.repeat(MAX_REQUEST_HEAD_BYTES)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(logs.entries(from)).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        code: 'HPE_HEADER_OVERFLOW',
        reason: 'Header overflow',
        bytesParsed: expect.any(Number),
        requestId: res.headers['x-wix-request-id'],
        msg: 'Refused a request the HTTP parser could not take',
      },
    ]);
    expect(findLeaks(logs.lines.slice(from), { secret })).toEqual([]);
  });

  it('logs a client that hangs up mid-body at debug, and nothing at warn or above', async () => {
    const from = logs.lines.length;
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => {});
    socket.end(
      `POST /ecom/v1/carts/current/add-to-cart HTTP/1.1\r\nHost: x\r\n${credentials}` +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"lineItems":[',
    );
    let entries: LogEntry[] = [];
    for (let waited = 0; waited < 2_000 && !entries.some((e) => e.msg === 'request'); waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      entries = logs.entries(from);
    }
    socket.destroy();
    const request = entries.find((e) => e.msg === 'request');
    expect(request).toMatchObject({ level: 30, method: 'POST', status: 400 });
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 20,
        requestId: request?.requestId,
        msg: 'Client closed the connection before its request arrived',
      }),
    );
    expect(entries.filter((e) => e.level >= 40)).toEqual([]);
    expect(findLeaks(logs.lines.slice(from), { secret })).toEqual([]);
  });
});
