import type { Product, ProductOptionsAvailabilityResponse, ProductResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
});
afterAll(() => t.close());

async function createProduct(): Promise<Product> {
  const product = {
    name: 'Poster',
    manageVariants: true,
    productOptions: [{ name: 'Finish', choices: [{ value: 'Matte' }, { value: 'Gloss' }] }],
  };
  return ((await (await admin('POST', '/stores/v1/products', { product })).json()) as ProductResponse)
    .product;
}

const get = async (id: string) =>
  ((await (await admin('GET', `/stores-reader/v1/products/${id}`)).json()) as ProductResponse).product;

describe('product media', () => {
  it('adds media by URL, the first becoming the main media, and removes it again', async () => {
    const p = await createProduct();
    const res = await admin('POST', `/stores/v1/products/${p.id}/media`, {
      id: p.id,
      media: [{ url: 'https://img.example/front.png' }, { url: 'https://img.example/clip.mp4' }],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const after = await get(p.id!);
    expect(after.media?.items?.map((m) => m.mediaType)).toEqual(['image', 'video']);
    expect(after.media?.mainMedia).toMatchObject({
      mediaType: 'image',
      image: { url: 'https://img.example/front.png' },
    });
    const ids = after.media!.items!.map((m) => m.id!);
    expect(
      (await admin('POST', `/stores/v1/products/${p.id}/media/delete`, { mediaIds: [ids[0]] })).status,
    ).toBe(200);
    expect((await get(p.id!)).media?.mainMedia?.mediaType).toBe('video');
  });

  it('assigns media to choices, which options availability then shows, and takes it back', async () => {
    const p = await createProduct();
    await admin('POST', `/stores/v1/products/${p.id}/media`, {
      media: [
        { url: 'https://img.example/matte.png', choice: { option: 'Finish', choice: 'Matte' } },
        { url: 'https://img.example/gloss.png' },
      ],
    });
    const [matte, gloss] = (await get(p.id!)).media!.items!;
    await admin('PATCH', `/stores/v1/products/${p.id}/choices/media`, {
      media: [{ option: 'Finish', choice: 'Gloss', mediaIds: [gloss!.id] }],
    });
    const product = await get(p.id!);
    expect(product.productOptions?.[0]?.choices?.map((c) => c.media?.items?.map((m) => m.id))).toEqual([
      [matte!.id],
      [gloss!.id],
    ]);
    const availability = (await (
      await admin('POST', `/stores-reader/v1/products/${p.id}/productOptionsAvailability`, {
        options: { Finish: 'Gloss' },
      })
    ).json()) as ProductOptionsAvailabilityResponse;
    expect(availability.media?.items?.map((m) => m.id)).toEqual([gloss!.id]);
    await admin('POST', `/stores/v1/products/${p.id}/choices/media/delete`, {
      media: [{ option: 'Finish', choice: 'Gloss', mediaIds: [gloss!.id] }],
    });
    expect((await get(p.id!)).productOptions?.[0]?.choices?.[1]?.media?.items).toEqual([]);
  });

  it('copies stored media from another product by id', async () => {
    const a = await createProduct();
    await admin('POST', `/stores/v1/products/${a.id}/media`, {
      media: [{ url: 'https://img.example/shared.png' }],
    });
    const shared = (await get(a.id!)).media!.items![0]!;
    const b = await createProduct();
    expect(
      (await admin('POST', `/stores/v1/products/${b.id}/media`, { media: [{ mediaId: shared.id }] })).status,
    ).toBe(200);
    const copy = (await get(b.id!)).media!.items![0]!;
    expect(copy.image?.url).toBe('https://img.example/shared.png');
    expect(copy.id).not.toBe(shared.id);
  });

  it('refuses bad URLs, unknown media and choices, both or neither source, and empty lists', async () => {
    const p = await createProduct();
    const add = (media: unknown) => admin('POST', `/stores/v1/products/${p.id}/media`, { media });
    expect(await violations(await add([{ url: 'javascript:alert(1)' }]))).toEqual([
      ['media[0].url', 'FORMAT'],
    ]);
    expect(await violations(await add([{ url: 'ftp://files.example/a.png' }]))).toEqual([
      ['media[0].url', 'FORMAT'],
    ]);
    expect(await violations(await add([{ url: `https://img.example/${'a'.repeat(2100)}` }]))).toEqual([
      ['media[0].url', 'MAX_LENGTH'],
    ]);
    expect(await violations(await add([]))).toEqual([['media', 'MIN_SIZE']]);
    expect(await violations(await add([{ mediaId: '00000000-0000-4000-8000-000000000000' }]))).toEqual([
      ['media[0].mediaId', 'VALIDATION'],
    ]);
    expect(await violations(await add([{ mediaId: 'x', url: 'https://img.example/a.png' }]))).toEqual([
      ['media[0]', 'ONE_OF_ALIGNMENT'],
    ]);
    expect(
      await violations(
        await add([{ url: 'https://img.example/a.png', choice: { option: 'Finish', choice: 'Satin' } }]),
      ),
    ).toEqual([['media[0].choice', 'VALIDATION']]);
    const remove = await admin('POST', `/stores/v1/products/${p.id}/media/delete`, { mediaIds: ['nope'] });
    expect(await violations(remove)).toEqual([['mediaIds[0]', 'VALIDATION']]);
    const assign = await admin('PATCH', `/stores/v1/products/${p.id}/choices/media`, {
      media: [{ option: 'Size', choice: 'L', mediaIds: ['nope'] }],
    });
    expect(await violations(assign)).toEqual([
      ['media[0].choice', 'VALIDATION'],
      ['media[0].mediaIds[0]', 'VALIDATION'],
    ]);
    const missing = await admin('POST', '/stores/v1/products/00000000-0000-4000-8000-000000000000/media', {
      media: [{ url: 'https://img.example/a.png' }],
    });
    expect(missing.status).toBe(404);
  });

  it('is for admins only', async () => {
    const p = await createProduct();
    for (const [name, status] of [
      ['anonymous', 401],
      ['visitor', 403],
      ['member', 403],
      ['adminToken', 200],
    ] as const) {
      const res = await jsonRequest(t, creds[name])('POST', `/stores/v1/products/${p.id}/media`, {
        media: [{ url: 'https://img.example/a.png' }],
      });
      expect(res.status).toBe(status);
    }
  });
});
