// startServer on a real socket: it serves, finishes in-flight requests on close, then frees the data dir.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock.js';
import type { RunningServer } from './server.js';
import { startTestServer, stopTestServer } from './test-support/test-server.js';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  ({ server, dir } = await startTestServer('cartwright-server-'));
});
afterAll(() => stopTestServer(server, dir));

describe('startServer', () => {
  it('serves on the bound port, holds the data-dir lock, and lets an in-flight request finish on close', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.seed).toBeUndefined();
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);

    // A POST whose body is still arriving when close() is called.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${server.url}/cartwright/v1/nothing-here`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('{"a":');
      setTimeout(() => req.end('1}'), 300);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = server.close();
    const { status, body } = await answer;
    expect(status).toBe(404);
    expect(JSON.parse(body).details.applicationError.code).toBe('NOT_FOUND');
    await closed;
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
