// The store's search synonyms: the admin reads and replaces them (validated, tidied, last writer wins whole),
// no one else may; every product search uses them at once ("tee" finds the T-Shirt, "pullover" the Hooded
// Sweatshirt), the cached answers included.
import type { QueryProductsResponse, SearchSynonymsResponse } from '@cartwright/contracts';
import { SEARCH_SYNONYMS_PATH, SYNONYM_GROUPS_MAX, SYNONYM_TERM_MAX_LENGTH } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from '../test-support/catalog-callers.js';

let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
let visitor: ReturnType<typeof jsonRequest>;

const put = (groups: unknown, caller = admin) =>
  caller('PUT', SEARCH_SYNONYMS_PATH, { synonyms: { groups } });

async function search(text: string): Promise<string[]> {
  const res = await visitor('POST', '/stores-reader/v1/products/query-platformized', { search: text });
  expect(res.status).toBe(200);
  return ((await res.json()) as QueryProductsResponse).products.map((p) => p.name!);
}

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  visitor = jsonRequest(t, creds.visitor);
  for (const name of ['Organic T-Shirt', 'Hooded Sweatshirt', 'Canvas Sneakers']) {
    expect((await admin('POST', '/stores/v1/products', { product: { name } })).status).toBe(200);
  }
});
afterAll(() => t.close());

describe('search synonyms', () => {
  it('are the store admin’s only', async () => {
    for (const who of ['anonymous', 'visitor', 'member'] as const) {
      const caller = jsonRequest(t, creds[who]);
      const expected = who === 'anonymous' ? 401 : 403;
      expect((await caller('GET', SEARCH_SYNONYMS_PATH)).status).toBe(expected);
      expect((await put([['tee', 't-shirt']], caller)).status).toBe(expected);
    }
    expect((await jsonRequest(t, creds.adminToken)('GET', SEARCH_SYNONYMS_PATH)).status).toBe(200);
    expect(await (await admin('GET', SEARCH_SYNONYMS_PATH)).json()).toEqual({ synonyms: { groups: [] } });
  });

  it('are used by every search, both ways, phrases too, as soon as they are saved', async () => {
    expect(await search('tee')).toEqual([]);
    expect(await search('pullover')).toEqual([]);
    const res = await put([
      ['  Tee ', 't-shirt', 'TEE'],
      ['pullover', 'hooded   sweatshirt'],
      ['trainers', 'sneakers', 'Running Shoes'],
    ]);
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as SearchSynonymsResponse).synonyms;
    expect(saved.groups).toEqual([
      ['Tee', 't-shirt'],
      ['pullover', 'hooded sweatshirt'],
      ['trainers', 'sneakers', 'Running Shoes'],
    ]);
    expect(await (await admin('GET', SEARCH_SYNONYMS_PATH)).json()).toEqual({ synonyms: saved });

    expect(await search('tee')).toEqual(['Organic T-Shirt']);
    expect(await search('organic tee')).toEqual(['Organic T-Shirt']);
    expect(await search('pullover')).toEqual(['Hooded Sweatshirt']);
    expect(await search('trainers canvas')).toEqual(['Canvas Sneakers']);
    // A phrase typed whole finds its synonyms too.
    expect(await search('running shoes')).toEqual(['Canvas Sneakers']);
    // The words themselves still find what they always found; a synonym group joins no other words.
    expect(await search('sweatshirt')).toEqual(['Hooded Sweatshirt']);
    expect(await search('tee sneakers')).toEqual([]);

    expect((await put([['trainers', 'sneakers']])).status).toBe(200);
    expect(await search('tee')).toEqual([]);
    expect(await search('trainers')).toEqual(['Canvas Sneakers']);
  });

  it('refuses groups of one term, wordless terms, wrong types and oversize lists', async () => {
    const before = await (await admin('GET', SEARCH_SYNONYMS_PATH)).json();
    expect(await violations(await put([['tee', ' TÉE ']]))).toEqual([['synonyms.groups[0]', 'MIN_SIZE']]);
    expect(
      await violations(
        await put([
          ['ok', 'fine'],
          ['tee', '!!!'],
        ]),
      ),
    ).toEqual([['synonyms.groups[1][1]', 'FORMAT']]);
    expect((await put([['tee']])).status).toBe(400);
    expect((await put([['tee', 5]])).status).toBe(400);
    expect((await put('tee')).status).toBe(400);
    expect((await put([['tee', 'x'.repeat(SYNONYM_TERM_MAX_LENGTH + 1)]])).status).toBe(400);
    expect(
      (await put(Array.from({ length: SYNONYM_GROUPS_MAX + 1 }, (_, i) => [`a${i}`, `b${i}`]))).status,
    ).toBe(400);
    expect((await admin('PUT', SEARCH_SYNONYMS_PATH, { synonyms: { groups: [], extra: 1 } })).status).toBe(
      400,
    );
    expect((await admin('PUT', SEARCH_SYNONYMS_PATH, {})).status).toBe(400);
    expect(await (await admin('GET', SEARCH_SYNONYMS_PATH)).json()).toEqual(before);
  });

  it('take the whole of one of two writes at once, never a mix', async () => {
    const lists = [
      Array.from({ length: 40 }, (_, i) => [`left${i}`, `west${i}`]),
      Array.from({ length: 40 }, (_, i) => [`right${i}`, `east${i}`]),
    ];
    const answers = await Promise.all(lists.map((groups) => put(groups)));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const { synonyms } = (await (await admin('GET', SEARCH_SYNONYMS_PATH)).json()) as SearchSynonymsResponse;
    expect(lists).toContainEqual(synonyms.groups);
  });
});
