// Catalog V3 brands and ribbons through the platform's own @wix/stores client (brandsV3, ribbonsV3) with an
// API key, against the real store: create, get with fields, update at a revision (and the stale refusal),
// the query builder's cursor pages in the GET `.r=` form, count, the bulk calls, get-or-create and delete.
// The client renames `id` to `_id` and turns dates into Date objects on the way back.
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { brandsV3, customizationsV3, infoSectionsV3, ribbonsV3 } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformStore, startPlatformStore } from './platform-store.js';

let store: PlatformStore;
beforeAll(async () => {
  store = await startPlatformStore();
});
afterAll(() => store?.close());

const modules = { brandsV3, ribbonsV3 };
const admin = () =>
  createClient({ modules, auth: ApiKeyStrategy({ apiKey: store.apiKey, accountId: 'store' }) });
const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: store.clientId }) });

/** The payload of a `.r=` query string as the client encoded it. */
const dotR = (search: string) =>
  JSON.parse(Buffer.from(new URLSearchParams(search).get('.r') ?? '', 'base64url').toString('utf8'));

/** The application error code the client's error carries. */
const codeOf = (error: unknown) =>
  (error as { details?: { applicationError?: { code?: string } } }).details?.applicationError?.code;

describe('brandsV3', () => {
  it('createBrand, getBrand with ASSIGNED_PRODUCTS_COUNT, updateBrand at the revision, deleteBrand', async () => {
    const client = admin();
    const created = await client.brandsV3.createBrand({ name: 'Platform Brand' });
    expect(created).toMatchObject({ _id: expect.any(String), revision: '1', name: 'Platform Brand' });
    expect(created._createdDate).toBeInstanceOf(Date);
    expect(store.takeSent().at(-1)).toMatchObject({
      method: 'POST',
      path: '/stores/v3/brands',
      body: { brand: { name: 'Platform Brand' } },
    });

    const read = await visitor().brandsV3.getBrand(created._id!, { fields: ['ASSIGNED_PRODUCTS_COUNT'] });
    expect(read).toMatchObject({ _id: created._id, name: 'Platform Brand', assignedProductsCount: 0 });

    const updated = await client.brandsV3.updateBrand(created._id!, {
      revision: '1',
      name: 'Platform Brand 2',
    });
    expect(updated).toMatchObject({ revision: '2', name: 'Platform Brand 2' });
    const sent = store.takeSent().find((r) => r.method === 'PATCH');
    expect(sent).toMatchObject({
      path: `/stores/v3/brands/${created._id}`,
      body: { brand: { id: created._id, revision: '1' } },
    });

    const stale = await client.brandsV3
      .updateBrand(created._id!, { revision: '1', name: 'Lost' })
      .catch((e) => e);
    expect(codeOf(stale)).toBe('REVISION_MISMATCH');

    await client.brandsV3.deleteBrand(created._id!);
    const gone = await client.brandsV3.getBrand(created._id!).catch((e) => e);
    expect(codeOf(gone)).toBe('ENTITY_NOT_FOUND');
  });

  it('queryBrands pages with cursors through the query builder, as GET .r=', async () => {
    const client = admin();
    for (const name of ['PB-3', 'PB-1', 'PB-2']) await client.brandsV3.createBrand({ name });
    store.takeSent();
    const first = await visitor()
      .brandsV3.queryBrands()
      .startsWith('name', 'PB-')
      .ascending('name')
      .limit(2)
      .find();
    expect(first.items.map((b) => b.name)).toEqual(['PB-1', 'PB-2']);
    expect(first.hasNext()).toBe(true);
    const sent = store.takeSent().find((r) => r.path === '/stores/v3/brands/query');
    expect(sent?.method).toBe('GET');
    expect(dotR(sent!.search).query).toMatchObject({
      filter: { name: { $startsWith: 'PB-' } },
      cursorPaging: { limit: 2 },
    });
    const second = await first.next();
    expect(second.items.map((b) => b.name)).toEqual(['PB-3']);
    expect(second.hasNext()).toBe(false);
    expect(await client.brandsV3.countBrands({ filter: { name: { $startsWith: 'PB-' } } })).toMatchObject({
      count: 3,
    });
  });

  it('bulkCreateBrands, bulkUpdateBrands, getOrCreateBrand, bulkGetOrCreateBrands, bulkDeleteBrands', async () => {
    const client = admin();
    const created = await client.brandsV3.bulkCreateBrands([{ name: 'BB-1' }, { name: 'BB-1' }], {
      returnEntity: true,
    });
    expect(created.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(created.results?.[1]?.itemMetadata).toMatchObject({
      success: false,
      error: { code: 'NAME_ALREADY_EXISTS' },
    });
    const id = created.results![0]!.item!._id!;
    const updated = await client.brandsV3.bulkUpdateBrands(
      [{ brand: { _id: id, revision: '1', name: 'BB-1b' } }],
      {
        returnEntity: true,
      },
    );
    expect(updated.results?.[0]?.item).toMatchObject({ _id: id, name: 'BB-1b', revision: '2' });
    expect((await client.brandsV3.getOrCreateBrand('BB-1b')).brand?._id).toBe(id);
    const many = await client.brandsV3.bulkGetOrCreateBrands(['BB-1b', 'BB-2']);
    expect(many.results?.map((r) => r.item?.name)).toEqual(['BB-1b', 'BB-2']);
    expect(many.results?.[0]?.item?._id).toBe(id);
    const deleted = await client.brandsV3.bulkDeleteBrands([id]);
    expect(deleted.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 0 });
  });

  it('surfaces the refusals: a duplicate name, a visitor writing, an oversize name', async () => {
    const client = admin();
    await client.brandsV3.createBrand({ name: 'Only once' });
    expect(codeOf(await client.brandsV3.createBrand({ name: 'Only once' }).catch((e) => e))).toBe(
      'NAME_ALREADY_EXISTS',
    );
    const denied = await visitor()
      .brandsV3.createBrand({ name: 'Visitor' })
      .catch((e) => e);
    expect(denied).toBeInstanceOf(Error);
    const oversize = await client.brandsV3.createBrand({ name: 'x'.repeat(51) }).catch((e) => e);
    expect((oversize as { details?: { validationError?: unknown } }).details?.validationError).toBeDefined();
  });
});

describe('ribbonsV3', () => {
  it('createRibbon, getRibbon with ASSIGNED_PRODUCT_COUNT, queryRibbons, updateRibbon, deleteRibbon', async () => {
    const client = admin();
    const created = await client.ribbonsV3.createRibbon({ name: 'Sale' });
    expect(created).toMatchObject({ _id: expect.any(String), revision: '1', name: 'Sale' });
    const read = await visitor().ribbonsV3.getRibbon(created._id!, { fields: ['ASSIGNED_PRODUCT_COUNT'] });
    expect(read).toMatchObject({ name: 'Sale', assignedProductCount: 0 });
    const found = await visitor().ribbonsV3.queryRibbons().eq('name', 'Sale').find();
    expect(found.items.map((r) => r._id)).toEqual([created._id]);
    const updated = await client.ribbonsV3.updateRibbon(created._id!, { revision: '1', name: 'Big sale' });
    expect(updated).toMatchObject({ revision: '2', name: 'Big sale' });
    await client.ribbonsV3.deleteRibbon(created._id!);
    expect(codeOf(await client.ribbonsV3.getRibbon(created._id!).catch((e) => e))).toBe('ENTITY_NOT_FOUND');
    const long = await client.ribbonsV3.createRibbon({ name: 'x'.repeat(31) }).catch((e) => e);
    expect(long).toBeInstanceOf(Error);
  });
});

describe('infoSectionsV3', () => {
  it('createInfoSection with HTML, getInfoSection, updateInfoSection, getOrCreateInfoSection, queryInfoSections', async () => {
    const client = createClient({
      modules: { infoSectionsV3 },
      auth: ApiKeyStrategy({ apiKey: store.apiKey, accountId: 'store' }),
    });
    const created = await client.infoSectionsV3.createInfoSection({
      uniqueName: 'platform-care',
      title: 'Care',
      plainDescription: '<p>Hand wash</p>',
    });
    expect(created).toMatchObject({
      _id: expect.any(String),
      revision: '1',
      uniqueName: 'platform-care',
      title: 'Care',
    });
    expect(created.description?.nodes?.[0]).toMatchObject({ type: 'PARAGRAPH' });
    expect(created._updatedDate).toBeInstanceOf(Date);

    const read = await client.infoSectionsV3.getInfoSection(created._id!, {
      fields: ['ASSIGNED_PRODUCTS_COUNT'],
    });
    expect(read).toMatchObject({ plainDescription: '<p>Hand wash</p>', assignedProductsCount: 0 });
    const updated = await client.infoSectionsV3.updateInfoSection(created._id!, {
      revision: '1',
      title: 'Care guide',
    });
    expect(updated).toMatchObject({ revision: '2', title: 'Care guide' });
    const got = await client.infoSectionsV3.getOrCreateInfoSection({
      infoSection: { uniqueName: 'platform-care' },
    });
    expect(got.infoSection?._id).toBe(created._id);
    const found = await client.infoSectionsV3.queryInfoSections().eq('uniqueName', 'platform-care').find();
    expect(found.items.map((s) => s.title)).toEqual(['Care guide']);
    await client.infoSectionsV3.deleteInfoSection(created._id!);
    expect(codeOf(await client.infoSectionsV3.getInfoSection(created._id!).catch((e) => e))).toBe(
      'ENTITY_NOT_FOUND',
    );
  });
});

describe('customizationsV3', () => {
  it('createCustomization (swatches, free text), addCustomizationChoices, removeCustomizationChoices, query', async () => {
    const client = createClient({
      modules: { customizationsV3 },
      auth: ApiKeyStrategy({ apiKey: store.apiKey, accountId: 'store' }),
    });
    const colour = await client.customizationsV3.createCustomization({
      name: 'Platform colour',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'SWATCH_CHOICES',
      choicesSettings: { choices: [{ choiceType: 'ONE_COLOR', name: 'Red', colorCode: '#FF0000' }] },
    });
    expect(colour).toMatchObject({
      _id: expect.any(String),
      revision: '1',
      customizationRenderType: 'SWATCH_CHOICES',
    });
    expect(colour.choicesSettings?.choices?.[0]).toMatchObject({ _id: expect.any(String), name: 'Red' });
    const added = await client.customizationsV3.addCustomizationChoices(colour._id!, [
      { choiceType: 'ONE_COLOR', name: 'Blue', colorCode: '#0000FF' },
    ]);
    expect(added.customization?.choicesSettings?.choices?.map((c) => c.name)).toEqual(['Red', 'Blue']);
    const red = added.customization!.choicesSettings!.choices![0]!._id!;
    const removed = await client.customizationsV3.removeCustomizationChoices(colour._id!, [red], {});
    expect(removed.customization?.choicesSettings?.choices?.map((c) => c.name)).toEqual(['Blue']);

    const engraving = await client.customizationsV3.createCustomization({
      name: 'Platform engraving',
      customizationType: 'MODIFIER',
      customizationRenderType: 'FREE_TEXT',
      freeTextInput: { title: 'Engraving', maxCharCount: 30 },
    });
    expect(engraving.freeTextInput).toMatchObject({ title: 'Engraving', maxCharCount: 30 });
    const found = await client.customizationsV3
      .queryCustomizations()
      .eq('customizationType', 'MODIFIER')
      .find();
    expect(found.items.map((c) => c._id)).toContain(engraving._id);
  });
});
