// The web build's precompression and the server sending it: .br/.gz on disk, Content-Encoding and Vary on the wire.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../packages/server/src/test-support/test-app.js';
import { precompress } from './precompress.mjs';

let t: TestApp;
let dir: string;
const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `'line ${i}'`).join(', ')}];\n`;
const style = `${Array.from({ length: 100 }, (_, i) => `.c${i} { color: red; }`).join('\n')}\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-precompress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Shop</title>');
  writeFileSync(join(dir, 'assets', 'index-1a2b.js'), script);
  writeFileSync(join(dir, 'assets', 'index-3c4d.css'), style);
  writeFileSync(join(dir, 'assets', 'logo-5e6f.png'), Buffer.alloc(4096, 7));
  precompress(dir);
  t = await createTestApp({ config: { webRoot: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Vary's names; other middleware (CORS) adds its own. */
const varies = (res: Response) => (res.headers.get('vary') ?? '').split(/\s*,\s*/);

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(path, acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } });

describe('precompress (web build step)', () => {
  it('writes .br and .gz that decompress to the file, for text files of 1 KiB or more only', () => {
    const js = join(dir, 'assets', 'index-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(() => readFileSync(join(dir, 'index.html.br'))).toThrow(/ENOENT/);
    expect(() => readFileSync(join(dir, 'assets', 'logo-5e6f.png.gz'))).toThrow(/ENOENT/);
  });
});

describe('serving precompressed assets', () => {
  it('sends brotli to a browser that accepts gzip and br, with the type and length of what it sends', async () => {
    const res = await get('/assets/index-1a2b.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(varies(res)).toContain('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip when only gzip is accepted, or when the client prefers it', async () => {
    for (const accept of ['gzip', 'br;q=0.5, gzip', 'br;q=0, gzip;q=0.1']) {
      const res = await get('/assets/index-3c4d.css', accept);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(style);
    }
  });

  it('sends the plain file, still with Vary, when the client accepts no compression we have', async () => {
    for (const accept of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', 'zstd']) {
      const res = await get('/assets/index-1a2b.js', accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(varies(res)).toContain('Accept-Encoding');
      expect(res.headers.get('content-length')).toBe(String(script.length));
      expect(await res.text()).toBe(script);
    }
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const res = await t.app.request('/assets/index-1a2b.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(
      String(readFileSync(join(dir, 'assets', 'index-1a2b.js.br')).length),
    );
    expect(await res.text()).toBe('');
  });

  it('leaves files without a precompressed variant alone, without Vary', async () => {
    const res = await get('/assets/logo-5e6f.png', 'gzip, br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(varies(res)).not.toContain('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
