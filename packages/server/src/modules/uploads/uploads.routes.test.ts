import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductResponse, UploadedMediaResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers } from '../products/test-support/catalog-callers.js';
import { MAX_UPLOAD_BYTES } from './media-files.js';
import { gif, jpeg, png, svg, webp } from './test-support/images.js';

let t: TestApp;
let creds: Credentials;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cartwright-uploads-'));
  t = await createTestApp({ config: { dataDir } });
  creds = await catalogCallers(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(bytes: Uint8Array | undefined, type: string, headers = creds.apiKey, field = 'file') {
  const form = new FormData();
  if (bytes) form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'picture');
  return t.app.request('/cartwright/v1/media', { method: 'POST', headers, body: form });
}

async function code(res: Response, status: number) {
  expect(res.status).toBe(status);
  return (await readJson(res)).details.applicationError?.code;
}

describe('POST /cartwright/v1/media', () => {
  it.each([
    ['image/png', png(640, 480), 'png'],
    ['image/jpeg', jpeg(800, 600), 'jpg'],
    ['image/gif', gif(32, 16), 'gif'],
    ['image/webp', webp(1024, 768), 'webp'],
    ['image/svg+xml', svg(), 'svg'],
  ] as const)('stores a %s with its size and serves it back byte for byte', async (type, bytes, ext) => {
    const res = await upload(bytes, type);
    expect(res.status).toBe(200);
    const { media } = (await res.json()) as UploadedMediaResponse;
    const size = { png: [640, 480], jpg: [800, 600], gif: [32, 16], webp: [1024, 768], svg: [120, 80] }[ext];
    expect(media).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `http://localhost/cartwright/v1/media/${media.id}.${ext}`,
      mediaType: 'image',
      width: size[0],
      height: size[1],
    });
    expect(readdirSync(join(dataDir, 'media'))).toContain(`${media.id}.${ext}`);
    const served = await t.app.request(new URL(media.url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(bytes));
    const csp = served.headers.get('content-security-policy');
    // Every answer that is not a page of the app is framed by nobody and runs nothing; an SVG keeps its styles.
    expect(csp).toBe(
      type === 'image/svg+xml'
        ? "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'"
        : "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('accepts an API key and an admin token, and refuses everyone else before reading the body', async () => {
    expect((await upload(png(1, 1), 'image/png', creds.adminToken)).status).toBe(200);
    expect(await code(await upload(png(1, 1), 'image/png', creds.anonymous), 401)).toBe('UNAUTHENTICATED');
    for (const who of ['visitor', 'member'] as const) {
      expect(await code(await upload(png(1, 1), 'image/png', creds[who]), 403)).toBe('PERMISSION_DENIED');
    }
  });

  it('answers 400 without a file field, or with an empty one', async () => {
    expect(await code(await upload(undefined, 'image/png'), 400)).toBe('INVALID_ARGUMENT');
    expect(await code(await upload(png(1, 1), 'image/png', creds.apiKey, 'image'), 400)).toBe(
      'INVALID_ARGUMENT',
    );
    expect(await code(await upload(new Uint8Array(), 'image/png'), 400)).toBe('INVALID_ARGUMENT');
  });

  it('answers 415 for JSON or raw bodies, unsupported types and content that contradicts the declared type', async () => {
    const json = await t.app.request('/cartwright/v1/media', {
      method: 'POST',
      headers: { ...creds.apiKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await code(json, 415)).toBe('UNSUPPORTED_MEDIA_TYPE');
    const raw = await t.app.request('/cartwright/v1/media', {
      method: 'POST',
      headers: { ...creds.apiKey, 'content-type': 'image/png' },
      body: new Uint8Array(png(1, 1)),
    });
    expect(await code(raw, 415)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await code(await upload(Buffer.from('plain words'), 'text/plain'), 415)).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await code(await upload(Buffer.from('<html></html>'), 'image/png'), 415)).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await code(await upload(jpeg(2, 2), 'image/png'), 415)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await code(await upload(png(2, 2), 'image/svg+xml'), 415)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 413 past 5 MB and stores nothing', async () => {
    const before = readdirSync(join(dataDir, 'media')).length;
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(png(4000, 4000));
    expect(await code(await upload(big, 'image/png'), 413)).toBe('PAYLOAD_TOO_LARGE');
    const huge = new Uint8Array(MAX_UPLOAD_BYTES * 2);
    huge.set(png(4000, 4000));
    expect(await code(await upload(huge, 'image/png'), 413)).toBe('PAYLOAD_TOO_LARGE');
    expect(readdirSync(join(dataDir, 'media'))).toHaveLength(before);
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an event handler', '<rect width="5" height="5" onload="alert(1)"/>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><text>x</text></a>'],
    ['embedded HTML', '<foreignObject><div>x</div></foreignObject>'],
  ])('refuses an SVG with %s', async (_, inner) => {
    expect(await code(await upload(svg(inner), 'image/svg+xml'), 400)).toBe('INVALID_ARGUMENT');
  });
});

describe('uploads and product media (W8)', () => {
  it('adds an uploaded image to a product by its URL', async () => {
    const { media } = (await (await upload(png(300, 200), 'image/png')).json()) as UploadedMediaResponse;
    const json = { ...creds.apiKey, 'content-type': 'application/json' };
    const created = await t.app.request('/stores/v1/products', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ product: { name: 'Framed print', priceData: { price: 40 } } }),
    });
    const { product } = (await created.json()) as ProductResponse;
    const added = await t.app.request(`/stores/v1/products/${product.id}/media`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ id: product.id, media: [{ url: media.url }] }),
    });
    expect(added.status).toBe(200);
    const read = await t.app.request(`/stores-reader/v1/products/${product.id}`, { headers: creds.apiKey });
    const main = ((await read.json()) as ProductResponse).product.media?.mainMedia;
    expect(main?.image?.url).toBe(media.url);
  });

  const json = () => ({ ...creds.apiKey, 'content-type': 'application/json' });
  async function createProduct(product: Record<string, unknown>) {
    const res = await t.app.request('/stores/v1/products', {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ product: { priceData: { price: 10 }, ...product } }),
    });
    return ((await res.json()) as ProductResponse).product;
  }
  const addMedia = (productId: string, media: unknown[], origin = 'http://localhost') =>
    t.app.request(`${origin}/stores/v1/products/${productId}/media`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ id: productId, media }),
    });
  const readProduct = async (productId: string, origin = 'http://localhost') =>
    (
      (await (
        await t.app.request(`${origin}/stores-reader/v1/products/${productId}`, { headers: creds.apiKey })
      ).json()) as ProductResponse
    ).product;

  it('adds an uploaded image by the id the upload answered, with its size, for a choice too', async () => {
    const { media: photo } = (await (
      await upload(png(300, 200), 'image/png')
    ).json()) as UploadedMediaResponse;
    const { media: swatch } = (await (await upload(svg(), 'image/svg+xml')).json()) as UploadedMediaResponse;
    const product = await createProduct({
      name: 'Poster',
      productOptions: [{ name: 'Frame', choices: [{ value: 'Oak' }, { value: 'Black' }] }],
    });
    const res = await addMedia(product.id!, [
      { mediaId: photo.id },
      { mediaId: swatch.id, choice: { option: 'Frame', choice: 'Oak' } },
    ]);
    expect(res.status).toBe(200);
    const read = await readProduct(product.id!);
    expect(read.media?.items?.map((m) => m.image)).toEqual([
      { url: photo.url, width: 300, height: 200 },
      { url: swatch.url, width: 120, height: 80 },
    ]);
    expect(read.media?.items?.[0]?.id).not.toBe(photo.id);
    const oak = read.productOptions?.[0]?.choices?.find((c) => c.description === 'Oak');
    expect(oak?.media?.mainMedia?.image?.url).toBe(swatch.url);
    // Stored site-relative: another origin the store is reached at reads its own absolute URL.
    const elsewhere = await readProduct(product.id!, 'https://shop.example');
    expect(elsewhere.media?.mainMedia?.image?.url).toBe(`https://shop.example${new URL(photo.url).pathname}`);
  });

  it('adds one upload to two products, each with its own media item', async () => {
    const { media } = (await (await upload(gif(8, 8), 'image/gif')).json()) as UploadedMediaResponse;
    const [first, second] = [
      await createProduct({ name: 'Card A' }),
      await createProduct({ name: 'Card B' }),
    ];
    expect((await addMedia(first.id!, [{ mediaId: media.id }])).status).toBe(200);
    expect((await addMedia(second.id!, [{ mediaId: media.id }])).status).toBe(200);
    const ids = [await readProduct(first.id!), await readProduct(second.id!)].map(
      (p) => p.media?.items?.[0]?.id,
    );
    expect(new Set(ids).size).toBe(2);
  });

  it('answers a media id that names no upload and no product media with a violation, adding nothing', async () => {
    const product = await createProduct({ name: 'Empty frame' });
    const { media } = (await (await upload(png(4, 4), 'image/png')).json()) as UploadedMediaResponse;
    const res = await addMedia(product.id!, [
      { mediaId: media.id },
      { mediaId: '00000000-0000-4000-8000-00000000abcd' },
    ]);
    expect(res.status).toBe(400);
    const fields = (await readJson(res)).details.validationError?.fieldViolations.map((v) => v.field);
    expect(fields).toEqual(['media[1].mediaId']);
    expect((await readProduct(product.id!)).media?.items).toEqual([]);
    expect((await addMedia(product.id!, [{ mediaId: '../media/x' }])).status).toBe(400);
  });

  it('refuses uploads by id to shoppers', async () => {
    const product = await createProduct({ name: 'Locked' });
    const { media } = (await (await upload(png(4, 4), 'image/png')).json()) as UploadedMediaResponse;
    const res = await t.app.request(`/stores/v1/products/${product.id}/media`, {
      method: 'POST',
      headers: { ...creds.visitor, 'content-type': 'application/json' },
      body: JSON.stringify({ id: product.id, media: [{ mediaId: media.id }] }),
    });
    expect(res.status).toBe(403);
  });
});

describe('GET /cartwright/v1/media/:file', () => {
  it('serves the shipped demo images with the same headers', async () => {
    const res = await t.app.request('/cartwright/v1/media/demo-stoneware-mug.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
    );
    expect(await res.text()).toMatch(/^<svg /);
  });

  it.each([
    '/cartwright/v1/media/00000000-0000-4000-8000-000000000000.png',
    '/cartwright/v1/media/demo-no-such-image.svg',
    '/cartwright/v1/media/..%2F..%2F..%2Fpackage.json',
    '/cartwright/v1/media/%2e%2e%2fpackage.json',
    '/cartwright/v1/media/demo-..%2F..%2Fgenerate.mjs',
    '/cartwright/v1/media/demo-generate.mjs',
    '/cartwright/v1/media/..%5Cdeps.ts',
  ])('answers 404 in the envelope for %s', async (path) => {
    expect(await code(await t.app.request(path), 404)).toBe('NOT_FOUND');
  });

  it('refuses a NUL in the file name as a FORMAT violation of file, before any lookup', async () => {
    const res = await t.app.request('/cartwright/v1/media/x.svg%00.png');
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.details.validationError?.fieldViolations).toEqual([
      expect.objectContaining({ field: 'file', violatedRule: 'FORMAT' }),
    ]);
  });

  it('does not let ../ segments escape the route', async () => {
    const res = await t.app.request('/cartwright/v1/media/../../../package.json');
    expect(res.status).toBe(404);
  });
});
