// The product search's reach (issue #34): typos of one or two edits in words of 5+ letters, accents and case
// ignored both ways, collection names and option choices searched, and all of it current after the writes
// that change them (renamed, joined, left, hidden collections; options replaced).
import type {
  CollectionResponse,
  Product,
  ProductResponse,
  QueryProductsResponse,
} from '@cartwright/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

let t: TestApp;
let admin: ReturnType<typeof jsonRequest>;
let visitor: ReturnType<typeof jsonRequest>;
const made: Record<string, Product> = {};

async function create(product: Record<string, unknown>): Promise<Product> {
  const res = await admin('POST', '/stores/v1/products', { product });
  expect(res.status).toBe(200);
  const created = ((await res.json()) as ProductResponse).product;
  made[created.name!] = created;
  return created;
}

async function search(text: string): Promise<string[]> {
  const res = await visitor('POST', '/stores-reader/v1/products/query-platformized', { search: text });
  expect(res.status).toBe(200);
  return ((await res.json()) as QueryProductsResponse).products.map((p) => p.name!);
}

async function collection(name: string, visible = true): Promise<string> {
  const res = await admin('POST', '/stores/v1/collections', { collection: { name, visible } });
  expect(res.status).toBe(200);
  return ((await res.json()) as CollectionResponse).collection.id!;
}

beforeAll(async () => {
  t = await createTestApp();
  const creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  visitor = jsonRequest(t, creds.visitor);
  await create({ name: 'Quixotic Percolator', description: 'Brews on any hob.' });
  await create({ name: 'Café Ñandú Crème', description: 'A blend.' });
  await create({ name: 'Plain Cafe Cup', description: 'Unglazed.' });
  await create({ name: 'Zorb Mug', description: 'A mug.' });
  await create({
    name: 'Vortex Jumper',
    productOptions: [{ name: 'Shade', choices: [{ value: 'Ultramarine' }, { value: 'Ochre' }] }],
  });
});
afterAll(() => t.close());

describe('typos', () => {
  it('finds a word of 5+ letters typed with one or two edits, in any word order', async () => {
    for (const text of [
      'percolater',
      'percoltor',
      'precolator',
      'quixotik percolator',
      'percolator quixotic',
    ]) {
      expect(await search(text), text).toEqual(['Quixotic Percolator']);
    }
  });

  it('takes no typo in a shorter word, nor three edits in a longer one', async () => {
    expect(await search('zorp')).toEqual([]);
    expect(await search('zorb')).toEqual(['Zorb Mug']);
    expect(await search('pircalatr')).toEqual([]);
    // Every word must still match: a typo in one does not excuse another found nowhere.
    expect(await search('percolater teapot')).toEqual([]);
  });

  it('ranks the word as typed above near words', async () => {
    const shady = await create({ name: 'Percolators Shelf', description: 'Holds percolators.' });
    expect((await search('percolators'))[0]).toBe('Percolators Shelf');
    expect(await search('percolators')).toContain('Quixotic Percolator');
    expect((await admin('DELETE', `/stores/v1/products/${shady.id}`)).status).toBe(200);
  });
});

describe('accents and case', () => {
  it('finds accented words typed without accents, and plain words typed with them', async () => {
    expect(await search('cafe nandu creme')).toEqual(['Café Ñandú Crème']);
    expect(await search('CAFÉ ÑANDÚ')).toEqual(['Café Ñandú Crème']);
    expect(await search('café cup')).toEqual(['Plain Cafe Cup']);
  });

  it('puts the exact name first, then names starting so, then names holding the words', async () => {
    await create({ name: 'Cafe', description: 'Just the word.' });
    await create({ name: 'Cup of Cafe Noir', description: 'Also cafe.' });
    const names = await search('Café');
    expect(names.slice(0, 3)).toEqual(['Cafe', 'Café Ñandú Crème', 'Cup of Cafe Noir']);
    expect(names).toContain('Plain Cafe Cup');
  });
});

describe('collections and options', () => {
  it('finds products by their visible collections, current as collections change', async () => {
    const gear = await collection('Brewing Paraphernalia');
    const secret = await collection('Clearance Quokkaz', false);
    const percolator = made['Quixotic Percolator']!.id!;
    const add = (id: string) =>
      admin('POST', `/stores/v1/collections/${id}/productIds`, { productIds: [percolator] });
    expect((await add(gear)).status).toBe(200);
    expect((await add(secret)).status).toBe(200);
    expect(await search('paraphernalia')).toEqual(['Quixotic Percolator']);
    expect(await search('paraphernalai')).toEqual(['Quixotic Percolator']);
    // A hidden collection's name tells shoppers nothing, until it is shown.
    expect(await search('quokkaz')).toEqual([]);
    expect(
      (await admin('PATCH', `/stores/v1/collections/${secret}`, { collection: { visible: true } })).status,
    ).toBe(200);
    expect(await search('quokkaz')).toEqual(['Quixotic Percolator']);

    const renamed = await admin('PATCH', `/stores/v1/collections/${gear}`, {
      collection: { name: 'Kitchen Gadgets' },
    });
    expect(renamed.status).toBe(200);
    expect(await search('paraphernalia')).toEqual([]);
    expect(await search('gadgets')).toEqual(['Quixotic Percolator']);

    const left = await admin('POST', `/stores/v1/collections/${gear}/productIds/delete`, {
      productIds: [percolator],
    });
    expect(left.status).toBe(200);
    expect(await search('gadgets')).toEqual([]);
    expect((await admin('DELETE', `/stores/v1/collections/${secret}`)).status).toBe(200);
    expect(await search('quokkaz')).toEqual([]);
  });

  it('finds products by option names and choices, current as options are replaced', async () => {
    expect(await search('ultramarine')).toEqual(['Vortex Jumper']);
    expect(await search('jumper ochre')).toEqual(['Vortex Jumper']);
    const jumper = made['Vortex Jumper']!;
    const replaced = await admin('PATCH', `/stores/v1/products/${jumper.id}`, {
      product: { productOptions: [{ name: 'Size', choices: [{ value: 'Gargantuan' }] }] },
    });
    expect(replaced.status).toBe(200);
    expect(await search('ultramarine')).toEqual([]);
    expect(await search('gargantuan')).toEqual(['Vortex Jumper']);
  });
});

describe('odd input', () => {
  it('answers long words, digits and punctuation without error', async () => {
    for (const text of ['x'.repeat(200), `${'percolator'.repeat(19)} zz`, '12345 67890', "--- ''' \\\\"]) {
      const res = await visitor('POST', '/stores-reader/v1/products/query-platformized', { search: text });
      expect(res.status, text).toBe(200);
    }
  });
});

it('keeps no pending list on the storefront search indexes: a write lands in the index, not beside it', async () => {
  const { rows } = await sql<{ name: string; options: string[] | null }>`
    select c.relname as name, c.reloptions as options from pg_class c
    where c.relnamespace = current_schema()::regnamespace
      and c.relname in ('product_search_document', 'search_terms_trigrams') order by 1`.execute(t.deps.db);
  expect(rows).toEqual([
    { name: 'product_search_document', options: ['fastupdate=off'] },
    { name: 'search_terms_trigrams', options: ['fastupdate=off'] },
  ]);
  await create({ name: 'Pending Lantern', productType: 'physical', priceData: { price: 12 } });
  expect(await search('pending lantern')).toEqual(['Pending Lantern']);
});
