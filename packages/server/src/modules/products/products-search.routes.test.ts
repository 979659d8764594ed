// The product query's `search`: any case, whole words or their starts, over name, description without its
// HTML, SKUs (the product's and its variants') and brand; best match first; kept current by every write.
import type { Product, ProductResponse, QueryProductsResponse } from '@cartwright/contracts';
import { PRODUCT_SEARCH_MAX_LENGTH } from '@cartwright/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

const PATH = '/stores-reader/v1/products/query-platformized';
let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
let visitor: ReturnType<typeof jsonRequest>;
const made: Record<string, Product> = {};

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

async function create(product: Record<string, unknown>): Promise<Product> {
  const res = await admin('POST', '/stores/v1/products', { product });
  expect(res.status).toBe(200);
  const created = ((await res.json()) as ProductResponse).product;
  made[created.name!] = created;
  return created;
}

async function found(body: Record<string, unknown>, caller = visitor): Promise<string[]> {
  const res = await caller('POST', PATH, body);
  expect(res.status).toBe(200);
  return ((await res.json()) as QueryProductsResponse).products.map((p) => p.name!);
}
const search = (text: string) => found({ search: text });

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  visitor = jsonRequest(t, creds.visitor);
  // As in the demo catalog, where "goose" and "kettle" once found nothing.
  await create({ name: 'Gooseneck Kettle', sku: 'COF-KETTLE', description: 'A 0.9 l electric kettle.' });
  await create({
    name: 'Zephyr Teapot',
    description:
      '<p class="xylophonic">Cast <strong>iron</strong> teapot for <a href="https://tea.example/quasar">quillwort</a> tea &amp; more</p>',
    sku: 'ZEP-1',
    brand: 'Aeolus',
  });
  await create({ name: 'Quillwort Tin', description: 'A tin.' });
  await create({ name: "O'Brien Mug", brand: 'Zephyr Works' });
  await create({ name: 'Zephyr Hidden', visible: false });
  await create({ name: 'Steel/Copper Whisk' });
  await create({
    name: 'Variant Scarf',
    manageVariants: true,
    productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
  });
});
afterAll(() => t.close());

describe('product search', () => {
  it('finds words inside the name in any case, and the start of a word', async () => {
    for (const text of ['goose', 'kettle', 'GOOSENECK', 'Gooseneck Kettle', '  kettle goose ']) {
      expect(await search(text)).toContain('Gooseneck Kettle');
    }
    // Every word must match: a second word found nowhere in the product leaves it out.
    expect(await search('goose teapot')).toEqual([]);
    expect(await search('neck')).not.toContain('Gooseneck Kettle');
  });

  it('searches the description as text, never its tags or attributes', async () => {
    expect(await search('iron teapot')).toEqual(['Zephyr Teapot']);
    expect(await search('tea more')).toEqual(['Zephyr Teapot']);
    for (const markup of ['xylophonic', 'strong', 'quasar', 'amp']) {
      expect(await search(markup)).not.toContain('Zephyr Teapot');
    }
  });

  it('finds SKUs and brands, and words joined by a slash', async () => {
    expect(await search('zep-1')).toEqual(['Zephyr Teapot']);
    expect(await search('aeolus')).toEqual(['Zephyr Teapot']);
    expect(await search('works')).toEqual(["O'Brien Mug"]);
    expect(await search('copper')).toEqual(['Steel/Copper Whisk']);
    expect(await search('steel/copper')).toEqual(['Steel/Copper Whisk']);
  });

  it('ranks name matches above brand and description ones, then by name; an explicit sort wins', async () => {
    expect(await search('quillwort')).toEqual(['Quillwort Tin', 'Zephyr Teapot']);
    // Zephyr Hidden is not shown to shoppers; the two names rank alike and go by name.
    expect(await search('zephyr')).toEqual(['Zephyr Teapot', "O'Brien Mug"]);
    expect(await found({ search: 'zephyr', includeHiddenProducts: true }, admin)).toEqual([
      'Zephyr Hidden',
      'Zephyr Teapot',
      "O'Brien Mug",
    ]);
    expect(await found({ search: 'zephyr', query: { sort: [{ fieldName: 'name', order: 'ASC' }] } })).toEqual(
      ["O'Brien Mug", 'Zephyr Teapot'],
    );
  });

  it('combines with filters and paging, counting the matches only', async () => {
    const res = await visitor('POST', PATH, {
      search: 'zephyr',
      query: { filter: { sku: 'ZEP-1' }, paging: { limit: 1 } },
    });
    const body = (await res.json()) as QueryProductsResponse;
    expect(body.products.map((p) => p.name)).toEqual(['Zephyr Teapot']);
    expect(body.metadata).toEqual({ count: 1, offset: 0, total: 1 });
    const page = await visitor('POST', PATH, {
      search: 'zephyr',
      query: { paging: { limit: 1, offset: 1 } },
    });
    expect(((await page.json()) as QueryProductsResponse).metadata).toEqual({
      count: 1,
      offset: 1,
      total: 2,
    });
  });

  it('takes search in the GET forms too', async () => {
    const viaR = await visitor('GET', `${PATH}?.r=${encode({ search: 'goose' })}`);
    expect(((await viaR.json()) as QueryProductsResponse).products.map((p) => p.name)).toEqual([
      'Gooseneck Kettle',
    ]);
    const plain = await visitor('GET', `${PATH}?search=aeolus`);
    expect(((await plain.json()) as QueryProductsResponse).products.map((p) => p.name)).toEqual([
      'Zephyr Teapot',
    ]);
  });

  it('keeps up with writes: renamed products, variant SKUs, deleted products', async () => {
    const scarf = made['Variant Scarf']!;
    const variant = scarf.variants![0]!;
    const setSku = (sku: string) =>
      admin('PATCH', `/stores/v1/products/${scarf.id}/variants`, {
        id: scarf.id,
        variants: [{ variantIds: [variant.id], sku }],
      });
    expect((await setSku('VX-ZEBRA-9')).status).toBe(200);
    expect(await search('zebra')).toEqual(['Variant Scarf']);
    expect((await setSku('VX-OKAPI-9')).status).toBe(200);
    expect(await search('zebra')).toEqual([]);
    expect(await search('okapi')).toEqual(['Variant Scarf']);

    const rename = await admin('PATCH', `/stores/v1/products/${scarf.id}`, {
      product: { name: 'Woollen Stole', description: '<p>Soft merino</p>' },
    });
    expect(rename.status).toBe(200);
    expect(await search('scarf')).toEqual([]);
    expect(await search('stole merino okapi')).toEqual(['Woollen Stole']);

    // New options replace every variant, and their SKUs with them.
    const options = await admin('PATCH', `/stores/v1/products/${scarf.id}`, {
      product: { productOptions: [{ name: 'Colour', choices: [{ value: 'Red' }] }] },
    });
    expect(options.status).toBe(200);
    expect(await search('okapi')).toEqual([]);

    expect((await admin('DELETE', `/stores/v1/products/${scarf.id}`)).status).toBe(200);
    expect(await search('stole')).toEqual([]);
  });

  it('reads punctuation and query syntax as plain text', async () => {
    expect(await search("o'brien")).toEqual(["O'Brien Mug"]);
    expect(await search("O'Brien & (mug)")).toEqual(["O'Brien Mug"]);
    expect(await search("o'brien & (x)")).toEqual([]);
    for (const text of ["':*|!<->\\", 'a:* | b', "'''", '!zephyr', 'zephyr:D']) {
      const res = await visitor('POST', PATH, { search: text });
      expect(res.status).toBe(200);
    }
    expect(await search('!zephyr')).toEqual(['Zephyr Teapot', "O'Brien Mug"]);
    // Nothing but punctuation holds no word to find.
    expect(await search('&&& ()')).toEqual([]);
  });

  it('treats blank search as no search', async () => {
    const all = await visitor('POST', PATH, {});
    const blank = await visitor('POST', PATH, { search: ' \t ' });
    expect(await blank.json()).toEqual(await all.json());
  });

  it('rejects oversize and mistyped search text', async () => {
    expect(
      (await visitor('POST', PATH, { search: `kettle ${'x'.repeat(PRODUCT_SEARCH_MAX_LENGTH - 7)}` })).status,
    ).toBe(200);
    expect(
      await violations(await visitor('POST', PATH, { search: 'x'.repeat(PRODUCT_SEARCH_MAX_LENGTH + 1) })),
    ).toEqual([['search', 'MAX_LENGTH']]);
    expect(await violations(await visitor('POST', PATH, { search: 5 }))).toEqual([['search', 'VALIDATION']]);
    expect(await violations(await visitor('POST', PATH, { search: 'ket\u0000tle' }))).toEqual([
      ['search', 'FORMAT'],
    ]);
    expect(await violations(await visitor('POST', PATH, { search: ['kettle'] }))).toEqual([
      ['search', 'VALIDATION'],
    ]);
  });
});
