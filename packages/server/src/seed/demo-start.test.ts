import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QueryProductsResponse } from '@cartwright/contracts';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../deps.js';
import { startServer } from '../server.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function start(dataDir: string, demo: boolean) {
  return startServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      demo,
      accessTokenTtlSeconds: 3600,
      bodyLimitBytes: defaultAppConfig.bodyLimitBytes,
      trustedProxies: 0,
    },
    logger: pino({ level: 'silent' }),
  });
}

async function shopperTotal(url: string): Promise<number> {
  const res = await fetch(`${url}/stores-reader/v1/products/query-platformized`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { paging: { limit: 1 } } }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as QueryProductsResponse).metadata.total!;
}

describe('start and the demo catalog', () => {
  it('seeds the catalog on the first start only, and serves its images over the socket', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cartwright-demo-'));
    dirs.push(dir);
    const first = await start(dir, true);
    try {
      expect(first.seed?.created).toBe(true);
      expect(await shopperTotal(first.url)).toBe(38);
      const image = await fetch(`${first.url}/cartwright/v1/media/demo-french-press.svg`);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      await first.close();
    }
    const second = await start(dir, true);
    try {
      expect(second.seed).toEqual({ created: false });
      expect(await shopperTotal(second.url)).toBe(38);
    } finally {
      await second.close();
    }
  }, 180_000);

  it('seeds nothing with --no-demo', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cartwright-nodemo-'));
    dirs.push(dir);
    const server = await start(dir, false);
    try {
      expect(server.seed).toBeUndefined();
      expect(await shopperTotal(server.url)).toBe(0);
    } finally {
      await server.close();
    }
  }, 60_000);
});
