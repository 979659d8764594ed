// V3 brands over HTTP (PGlite, and PostgreSQL when DATABASE_URL is set): create, get, cursor query in both
// forms, count, update at a revision, delete refused while a product uses the brand, the bulk calls and
// get-or-create, their events, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp } from '../../../test-support/test-app.js';
import { assignCatalogEntities } from '../index.js';
import {
  appCode,
  dotR,
  type EntityTestKit,
  entityEvents,
  entityTestKit,
  violations,
} from '../test-support/entity-requests.js';

const clock = movableClock(new Date('2026-05-01T10:00:00.000Z'));
let t: TestApp;
let kit: EntityTestKit;
beforeAll(async () => {
  t = await createTestApp({ clock });
  kit = await entityTestKit(t);
});
afterAll(() => t.close());

const P = '/stores/v3/brands';
const B = '/stores/v3/bulk/brands';
const brand = (name: string) => kit.create(P, 'brand', { name });
const json = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes are walked by path
  return (await res.json()) as Record<string, any>;
};

describe('create and get', () => {
  it('creates a brand at revision 1 with its dates, readable by a visitor', async () => {
    const created = await brand('Acme');
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      revision: '1',
      createdDate: '2026-05-01T10:00:00.000Z',
      updatedDate: '2026-05-01T10:00:00.000Z',
      name: 'Acme',
    });
    const read = await json(await kit.visitor('GET', `${P}/${created.id}`));
    expect(read.brand).toEqual(created);
    const counted = await json(await kit.visitor('GET', `${P}/${created.id}?fields=ASSIGNED_PRODUCTS_COUNT`));
    expect(counted.brand.assignedProductsCount).toBe(0);
  });

  it('refuses a duplicate name with 409 NAME_ALREADY_EXISTS and writes nothing', async () => {
    await brand('Dupe Co');
    const res = await kit.admin('POST', P, { brand: { name: 'Dupe Co' } });
    expect(res.status).toBe(409);
    expect(await appCode(res)).toBe('NAME_ALREADY_EXISTS');
    const count = await json(await kit.admin('POST', `${P}/count`, { filter: { name: 'Dupe Co' } }));
    expect(count.count).toBe(1);
  });

  it('rejects missing, mistyped, oversize and unknown fields, and visitors writing', async () => {
    expect(await violations(await kit.admin('POST', P, {}))).toEqual([['brand', 'REQUIRED_FIELD']]);
    expect(await violations(await kit.admin('POST', P, { brand: {} }))).toEqual([
      ['brand.name', 'REQUIRED_FIELD'],
    ]);
    expect((await violations(await kit.admin('POST', P, { brand: { name: 7 } })))?.[0]?.[0]).toBe(
      'brand.name',
    );
    expect(await violations(await kit.admin('POST', P, { brand: { name: 'x'.repeat(51) } }))).toEqual([
      ['brand.name', 'MAX_LENGTH'],
    ]);
    expect(await violations(await kit.admin('POST', P, { brand: { name: '' } }))).toEqual([
      ['brand.name', 'MIN_LENGTH'],
    ]);
    expect(
      (await violations(await kit.admin('POST', P, { brand: { name: 'A', colour: 'red' } })))?.[0]?.[0],
    ).toBe('brand.colour');
    expect((await kit.visitor('POST', P, { brand: { name: 'Visitor brand' } })).status).toBe(403);
  });

  it('answers 404 ENTITY_NOT_FOUND for an unknown id, and a ribbon id is not a brand', async () => {
    const res = await kit.visitor('GET', `${P}/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
    expect(await appCode(res)).toBe('ENTITY_NOT_FOUND');
    const ribbon = await kit.create('/stores/v3/ribbons', 'ribbon', { name: 'Not a brand' });
    expect((await kit.visitor('GET', `${P}/${ribbon.id}`)).status).toBe(404);
  });

  it('answers 404, not a server error, for ids that are no uuid', async () => {
    for (const id of ['not-a-uuid', '00000000-000000-000000-000000000001', '%C0%AE%C0%AE']) {
      const res = await kit.visitor('GET', `${P}/${id}`);
      expect(res.status, id).toBe(404);
      expect(await appCode(res)).toBe('ENTITY_NOT_FOUND');
      expect((await kit.admin('DELETE', `${P}/${id}`)).status, id).toBe(404);
    }
  });
});

describe('update at a revision', () => {
  it('renames at the current revision, moves the revision on, and refuses the stale one', async () => {
    const created = await brand('Old Name');
    clock.advance(60_000);
    const res = await kit.admin('PATCH', `${P}/${created.id}`, {
      brand: { id: created.id, revision: '1', name: 'New Name' },
    });
    const updated = (await json(res)).brand;
    expect(updated).toMatchObject({ revision: '2', name: 'New Name', createdDate: created.createdDate });
    expect(updated.updatedDate).not.toBe(created.updatedDate);

    const stale = await kit.admin('PATCH', `${P}/${created.id}`, {
      brand: { revision: '1', name: 'Lost write' },
    });
    expect(stale.status).toBe(409);
    expect(await appCode(stale)).toBe('REVISION_MISMATCH');
    expect((await json(await kit.visitor('GET', `${P}/${created.id}`))).brand.name).toBe('New Name');
  });

  it('requires the revision, refuses another brand name and a mismatched id, and 404s unknown ids', async () => {
    const a = await brand('Alpha');
    await brand('Beta');
    expect(await violations(await kit.admin('PATCH', `${P}/${a.id}`, { brand: { name: 'Gamma' } }))).toEqual([
      ['brand.revision', 'REQUIRED_FIELD'],
    ]);
    const taken = await kit.admin('PATCH', `${P}/${a.id}`, { brand: { revision: '1', name: 'Beta' } });
    expect(taken.status).toBe(409);
    expect(await appCode(taken)).toBe('NAME_ALREADY_EXISTS');
    const other = '00000000-0000-4000-8000-000000000001';
    expect(
      await violations(await kit.admin('PATCH', `${P}/${a.id}`, { brand: { id: other, revision: '1' } })),
    ).toEqual([['brand.id', 'VALIDATION']]);
    expect((await kit.admin('PATCH', `${P}/${other}`, { brand: { revision: '1', name: 'X' } })).status).toBe(
      404,
    );
  });

  it('lets one of two concurrent updates at the same revision win', async () => {
    const a = await brand('Racer');
    const answers = await Promise.all(
      ['Racer One', 'Racer Two'].map((name) =>
        kit.admin('PATCH', `${P}/${a.id}`, { brand: { revision: '1', name } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await json(await kit.visitor('GET', `${P}/${a.id}`))).brand.revision).toBe('2');
  });
});

describe('delete', () => {
  it('refuses a brand a product uses with 409 ENTITY_IN_USE, then deletes it once unassigned', async () => {
    const used = await brand('Used Brand');
    const productId = await kit.createProduct('Branded mug');
    await assignCatalogEntities(t.deps.db, 'brand', productId, [String(used.id)]);
    const counted = await json(await kit.visitor('GET', `${P}/${used.id}?fields=ASSIGNED_PRODUCTS_COUNT`));
    expect(counted.brand.assignedProductsCount).toBe(1);
    const refused = await kit.admin('DELETE', `${P}/${used.id}`);
    expect(refused.status).toBe(409);
    expect(await appCode(refused)).toBe('ENTITY_IN_USE');
    expect((await kit.visitor('GET', `${P}/${used.id}`)).status).toBe(200);

    await assignCatalogEntities(t.deps.db, 'brand', productId, []);
    expect((await kit.admin('DELETE', `${P}/${used.id}`)).status).toBe(200);
    expect((await kit.visitor('GET', `${P}/${used.id}`)).status).toBe(404);
    expect((await kit.admin('DELETE', `${P}/${used.id}`)).status).toBe(404);
  });

  it('refuses assigning unknown ids', async () => {
    const productId = await kit.createProduct('Unbranded');
    await expect(
      assignCatalogEntities(t.deps.db, 'brand', productId, ['00000000-0000-4000-8000-000000000002']),
    ).rejects.toThrow(/unknown ids/);
  });
});

describe('query and count', () => {
  it('pages with cursors in the GET .r= form and the POST form, filtering and sorting', async () => {
    for (const name of ['Q-c', 'Q-a', 'Q-d', 'Q-b', 'Q-e']) await brand(name);
    const query = {
      filter: { name: { $startsWith: 'Q-' } },
      sort: [{ fieldName: 'name', order: 'ASC' }],
      cursorPaging: { limit: 2 },
    };
    const first = await json(await kit.visitor('GET', `${P}/query?${dotR({ query })}`));
    expect(first.brands.map((b: { name: string }) => b.name)).toEqual(['Q-a', 'Q-b']);
    expect(first.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const second = await json(
      await kit.visitor('POST', `${P}/query`, {
        query: { cursorPaging: { limit: 2, cursor: first.pagingMetadata.cursors.next } },
      }),
    );
    expect(second.brands.map((b: { name: string }) => b.name)).toEqual(['Q-c', 'Q-d']);
    const third = await json(
      await kit.visitor('POST', `${P}/query`, {
        query: { cursorPaging: { limit: 2, cursor: second.pagingMetadata.cursors.next } },
      }),
    );
    expect(third.brands.map((b: { name: string }) => b.name)).toEqual(['Q-e']);
    expect(third.pagingMetadata).toEqual({ count: 1, cursors: { prev: expect.any(String) }, hasNext: false });
    expect(
      (await json(await kit.visitor('POST', `${P}/count`, { filter: { name: { $startsWith: 'Q-' } } })))
        .count,
    ).toBe(5);
  });

  it('filters on the id with $eq, $ne and $in', async () => {
    const [one, two] = [await brand('Id-one'), await brand('Id-two')];
    const names = async (filter: unknown) =>
      (await json(await kit.visitor('POST', `${P}/query`, { query: { filter } }))).brands.map(
        (b: { name: string }) => b.name,
      );
    expect(await names({ id: { $eq: one.id } })).toEqual(['Id-one']);
    expect(await names({ id: { $in: [one.id, two.id, 'not-a-uuid'] } })).toEqual(
      expect.arrayContaining(['Id-one', 'Id-two']),
    );
    const others = await json(
      await kit.visitor('POST', `${P}/count`, {
        filter: { id: { $ne: one.id }, name: { $startsWith: 'Id-' } },
      }),
    );
    expect(others.count).toBe(1);
  });

  it('rejects unknown filter fields, bad cursors and oversize limits', async () => {
    expect(
      (
        await violations(await kit.visitor('POST', `${P}/query`, { query: { filter: { colour: 'red' } } }))
      )?.[0]?.[0],
    ).toBe('query.filter.colour');
    const bad = await kit.visitor('POST', `${P}/query`, {
      query: { cursorPaging: { cursor: 'not-a-cursor' } },
    });
    expect((await violations(bad))?.[0]).toEqual(['query.cursorPaging.cursor', 'VALIDATION']);
    expect(
      (
        await violations(await kit.visitor('POST', `${P}/query`, { query: { cursorPaging: { limit: 301 } } }))
      )?.[0]?.[0],
    ).toBe('query.cursorPaging.limit');
  });
});

describe('bulk calls and get-or-create', () => {
  it('creates, updates, gets-or-creates and deletes in bulk, each item on its own', async () => {
    await brand('Bulk taken');
    const created = await json(
      await kit.admin('POST', `${B}/create`, {
        brands: [{ name: 'Bulk 1' }, { name: 'Bulk taken' }, { name: 'Bulk 2' }],
        returnEntity: true,
      }),
    );
    expect(created.bulkActionMetadata).toEqual({
      totalSuccesses: 2,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(created.results[1].itemMetadata).toMatchObject({
      originalIndex: 1,
      success: false,
      error: { code: 'NAME_ALREADY_EXISTS' },
    });
    const [one, , two] = created.results.map((r: { item?: { id: string } }) => r.item);
    expect(one).toMatchObject({ name: 'Bulk 1', revision: '1' });

    const updated = await json(
      await kit.admin('POST', `${B}/update`, {
        brands: [
          { brand: { id: one.id, revision: '1', name: 'Bulk 1b' } },
          { brand: { id: two.id, revision: '9', name: 'Stale' } },
        ],
        returnEntity: true,
      }),
    );
    expect(updated.results[0].item).toMatchObject({ name: 'Bulk 1b', revision: '2' });
    expect(updated.results[1].itemMetadata).toMatchObject({
      id: two.id,
      success: false,
      error: { code: 'REVISION_MISMATCH' },
    });

    const got = await json(await kit.admin('POST', `${P}/get-or-create`, { brandName: 'Bulk 1b' }));
    expect(got.brand.id).toBe(one.id);
    const many = await json(
      await kit.admin('POST', `${B}/get-or-create`, { brandNames: ['Bulk 2', 'Bulk 3'] }),
    );
    expect(many.results[0].item.id).toBe(two.id);
    expect(many.results[1].item).toMatchObject({ name: 'Bulk 3', revision: '1' });

    const unknown = '00000000-0000-4000-8000-000000000003';
    const deleted = await json(await kit.admin('POST', `${B}/delete`, { brandIds: [one.id, unknown] }));
    expect(
      deleted.results.map((r: { itemMetadata: { success: boolean } }) => r.itemMetadata.success),
    ).toEqual([true, false]);
    expect(deleted.results[1].itemMetadata.error.code).toBe('ENTITY_NOT_FOUND');
  });

  it('rejects empty and oversize bulk lists', async () => {
    expect(await violations(await kit.admin('POST', `${B}/create`, { brands: [] }))).toEqual([
      ['brands', 'MIN_SIZE'],
    ]);
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `Many ${i}` }));
    expect(await violations(await kit.admin('POST', `${B}/create`, { brands: many }))).toEqual([
      ['brands', 'MAX_SIZE'],
    ]);
  });
});

describe('events', () => {
  it('appends brand_created, brand_updated with modified fields, and brand_deleted', async () => {
    const created = await brand('Evented');
    await json(
      await kit.admin('PATCH', `${P}/${created.id}`, { brand: { revision: '1', name: 'Evented 2' } }),
    );
    await json(await kit.admin('DELETE', `${P}/${created.id}`));
    const events = await entityEvents(t, String(created.id));
    expect(events.map((e) => e.type)).toEqual([
      'wix.stores.catalog.v3.brand_created',
      'wix.stores.catalog.v3.brand_updated',
      'wix.stores.catalog.v3.brand_deleted',
    ]);
    expect(events[0]!.payload).toMatchObject({
      entityFqdn: 'wix.stores.catalog.v3.brand',
      slug: 'created',
      createdEvent: { entity: created },
    });
    expect(events[1]!.payload).toMatchObject({
      updatedEvent: {
        currentEntity: { name: 'Evented 2', revision: '2' },
        modifiedFields: { name: 'Evented 2' },
      },
    });
    expect(events[2]!.payload).toMatchObject({
      deletedEvent: { deletedEntity: { id: created.id, name: 'Evented 2' } },
    });
  });

  it('appends nothing for a refused change', async () => {
    const created = await brand('Quiet');
    await kit.admin('PATCH', `${P}/${created.id}`, { brand: { revision: '5', name: 'Nope' } });
    expect((await entityEvents(t, String(created.id))).map((e) => e.type)).toEqual([
      'wix.stores.catalog.v3.brand_created',
    ]);
  });
});
