// Suggestions as a shopper types: products (name, slug, image, price) and collections for a prefix or a typo
// from two characters on, visible ones only, limits on the text and the count, for any caller (PGlite;
// PostgreSQL with DATABASE_URL).
import {
  SEARCH_SUGGESTIONS_LIMIT_MAX,
  SEARCH_SUGGESTIONS_MAX_LENGTH,
  type SearchSuggestionsResponse,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Credentials,
  catalogCallers,
  jsonRequest,
} from '../modules/products/test-support/catalog-callers.js';
import { seedDemoCatalog } from '../seed/demo-catalog.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const PATH = '/cartwright/v1/search-suggestions';
let t: TestApp;
let creds: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  await seedDemoCatalog(t.deps);
});
afterAll(() => t.close());

async function suggest(params: string, caller = creds.visitor): Promise<SearchSuggestionsResponse> {
  const res = await t.app.request(`${PATH}?${params}`, { headers: caller });
  expect(res.status).toBe(200);
  return (await res.json()) as SearchSuggestionsResponse;
}
const names = (list: { name: string }[]) => list.map((s) => s.name);

describe('search suggestions', () => {
  it('suggests the product for a prefix and for a typo, with slug, absolute image and price', async () => {
    for (const q of ['gooseneck k', 'kettel', 'GOOSE']) {
      const { products } = await suggest(`q=${encodeURIComponent(q)}`);
      expect(products[0]?.name, q).toBe('Gooseneck Kettle');
    }
    const [kettle] = (await suggest('q=goose')).products;
    expect(kettle).toMatchObject({ slug: expect.stringMatching(/^gooseneck-kettle/) });
    expect(kettle!.image?.url).toMatch(/^http:\/\/localhost\/.+\.svg$/);
    expect(kettle!.price.currency).toMatch(/^[A-Z]{3}$/);
    expect(Number(kettle!.price.amount)).toBeGreaterThan(0);
    expect(Number(kettle!.price.amount)).toBeLessThanOrEqual(Number(kettle!.price.listAmount));
  });

  it('suggests collections by name, prefix and typo, accent- and case-insensitive', async () => {
    expect(names((await suggest('q=coff')).collections)).toEqual(['Coffee']);
    expect(names((await suggest('q=Statonery')).collections)).toEqual(['Stationery']);
    expect((await suggest('q=apparel')).collections[0]).toEqual({ name: 'Apparel', slug: 'apparel' });
    expect(names((await suggest('q=%C3%A1pp')).collections)).toEqual(['Apparel']);
  });

  it('suggests nothing under two characters or for unknown words, and answers anyone', async () => {
    expect(await suggest('q=g')).toEqual({ products: [], collections: [] });
    expect(await suggest('q=%20%20k%20')).toEqual({ products: [], collections: [] });
    expect(await suggest('q=zzqxv')).toEqual({ products: [], collections: [] });
    expect(names((await suggest('q=kettle', creds.anonymous)).products)).toContain('Gooseneck Kettle');
    expect(names((await suggest('q=kettle', creds.member)).products)).toContain('Gooseneck Kettle');
  });

  it('keeps to the limit, the default and the most', async () => {
    const all = await suggest(`q=e&limit=${SEARCH_SUGGESTIONS_LIMIT_MAX}`);
    expect(all.products).toEqual([]);
    const many = await suggest(`q=co&limit=${SEARCH_SUGGESTIONS_LIMIT_MAX}`);
    expect(many.products.length).toBeGreaterThan(2);
    expect(many.products.length).toBeLessThanOrEqual(SEARCH_SUGGESTIONS_LIMIT_MAX);
    expect((await suggest('q=co&limit=2')).products).toHaveLength(2);
    expect((await suggest('q=co')).products.length).toBeLessThanOrEqual(6);
  });

  it('refuses bad input: missing or oversize text, a limit out of range or not a number, unknown params', async () => {
    const bad = [
      '',
      `q=${'a'.repeat(SEARCH_SUGGESTIONS_MAX_LENGTH + 1)}`,
      'q=co&limit=0',
      `q=co&limit=${SEARCH_SUGGESTIONS_LIMIT_MAX + 1}`,
      'q=co&limit=two',
      'q=co&other=1',
    ];
    for (const params of bad) {
      const res = await t.app.request(`${PATH}?${params}`, { headers: creds.visitor });
      expect(res.status, params).toBe(400);
    }
  });

  it('never suggests hidden products or collections, and follows a rename on the next keystroke', async () => {
    const admin = jsonRequest(t, creds.apiKey);
    const made = await admin('POST', '/stores/v1/products', {
      product: { name: 'Quokka Lantern', visible: false, description: 'Brass lantern.' },
    });
    expect(made.status).toBe(200);
    const { id } = ((await made.json()) as { product: { id: string } }).product;
    expect((await suggest('q=quokka')).products).toEqual([]);
    expect((await admin('PATCH', `/stores/v1/products/${id}`, { product: { visible: true } })).status).toBe(
      200,
    );
    expect(names((await suggest('q=quokka')).products)).toEqual(['Quokka Lantern']);
    const renamed = await admin('PATCH', `/stores/v1/products/${id}`, {
      product: { name: 'Wombat Lantern' },
    });
    expect(renamed.status).toBe(200);
    expect((await suggest('q=quokka')).products).toEqual([]);
    expect(names((await suggest('q=wombat')).products)).toEqual(['Wombat Lantern']);
    const col = await admin('POST', '/stores/v1/collections', {
      collection: { name: 'Wombat Corner', visible: false },
    });
    expect(col.status).toBe(200);
    expect((await suggest('q=wombat')).collections).toEqual([]);
  });
});
