// V3 info sections over HTTP (PGlite, and PostgreSQL when DATABASE_URL is set): the description in both
// forms, unique names, update at a revision, get-or-create by id or unique name, events and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { assignCatalogEntities } from '../index.js';
import {
  appCode,
  type EntityTestKit,
  entityEvents,
  entityTestKit,
  violations,
} from '../test-support/entity-requests.js';

let t: TestApp;
let kit: EntityTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await entityTestKit(t);
});
afterAll(() => t.close());

const P = '/stores/v3/info-sections';
const B = '/stores/v3/bulk/info-sections';
const section = (fields: Record<string, unknown>) => kit.create(P, 'infoSection', fields);
const read = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { infoSection: Record<string, unknown> };
};

const paragraph = (text: string) => ({
  type: 'PARAGRAPH',
  id: 'a',
  nodes: [{ type: 'TEXT', id: '', nodes: [], textData: { text, decorations: [] } }],
  paragraphData: {},
});

describe('description', () => {
  it('makes the rich content from plainDescription HTML, leaving out scripts', async () => {
    const created = await section({
      uniqueName: 'care',
      title: 'Care',
      plainDescription: '<h3>Washing</h3><p>Cold &amp; gentle</p><script>alert(1)</script><p>Dry flat</p>',
    });
    expect(created.plainDescription).toContain('Cold &amp; gentle');
    expect(created.description).toMatchObject({
      nodes: [
        { type: 'HEADING', headingData: { level: 3 }, nodes: [{ textData: { text: 'Washing' } }] },
        { type: 'PARAGRAPH', nodes: [{ textData: { text: 'Cold & gentle' } }] },
        { type: 'PARAGRAPH', nodes: [{ textData: { text: 'Dry flat' } }] },
      ],
    });
    expect(JSON.stringify(created.description)).not.toContain('alert');
  });

  it('keeps rich content as given and renders its HTML escaped; description wins over plainDescription', async () => {
    const created = await section({
      uniqueName: 'sizing',
      title: 'Sizing',
      description: { nodes: [paragraph('Runs <small>')] },
      plainDescription: '<p>ignored</p>',
    });
    expect(created.description).toEqual({ nodes: [paragraph('Runs <small>')] });
    expect(created.plainDescription).toBe('<p>Runs &lt;small&gt;</p>');
  });

  it('rejects a description that is not rich content, an oversize one and an oversize HTML', async () => {
    const bad = await kit.admin('POST', P, {
      infoSection: { uniqueName: 'x1', title: 'X', description: { nodes: 'text' } },
    });
    expect((await violations(bad))?.[0]?.[0]).toBe('infoSection.description.nodes');
    const huge = { nodes: Array.from({ length: 900 }, () => paragraph('y'.repeat(200))) };
    const tooBig = await kit.admin('POST', P, {
      infoSection: { uniqueName: 'x2', title: 'X', description: huge },
    });
    expect(await violations(tooBig)).toEqual([['infoSection.description', 'MAX_LENGTH']]);
    const longHtml = await kit.admin('POST', P, {
      infoSection: { uniqueName: 'x3', title: 'X', plainDescription: 'z'.repeat(16_001) },
    });
    // A string or null that is not null: the string's own rule (http/validation.ts reports a nullable's own errors).
    expect(await violations(longHtml)).toEqual([['infoSection.plainDescription', 'MAX_LENGTH']]);
  });
});

describe('names, updates and deletes', () => {
  it('requires uniqueName and title, keeps uniqueName unique, and limits the title to 50', async () => {
    expect(await violations(await kit.admin('POST', P, { infoSection: { title: 'No name' } }))).toEqual([
      ['infoSection.uniqueName', 'REQUIRED_FIELD'],
    ]);
    expect(await violations(await kit.admin('POST', P, { infoSection: { uniqueName: 'no-title' } }))).toEqual(
      [['infoSection.title', 'REQUIRED_FIELD']],
    );
    expect(
      await violations(
        await kit.admin('POST', P, { infoSection: { uniqueName: 'long', title: 't'.repeat(51) } }),
      ),
    ).toEqual([['infoSection.title', 'MAX_LENGTH']]);
    await section({ uniqueName: 'shipping', title: 'Shipping' });
    const dupe = await kit.admin('POST', P, {
      infoSection: { uniqueName: 'shipping', title: 'Shipping again' },
    });
    expect(dupe.status).toBe(409);
    expect(await appCode(dupe)).toBe('NAME_ALREADY_EXISTS');
  });

  it('updates the title only at the current revision, keeping the description', async () => {
    const created = await section({
      uniqueName: 'returns',
      title: 'Returns',
      plainDescription: '<p>30 days</p>',
    });
    const updated = await read(
      await kit.admin('PATCH', `${P}/${created.id}`, {
        infoSection: { revision: '1', title: 'Returns policy' },
      }),
    );
    expect(updated.infoSection).toMatchObject({
      revision: '2',
      title: 'Returns policy',
      plainDescription: '<p>30 days</p>',
      uniqueName: 'returns',
    });
    const stale = await kit.admin('PATCH', `${P}/${created.id}`, {
      infoSection: { revision: '1', title: 'Lost' },
    });
    expect(await appCode(stale)).toBe('REVISION_MISMATCH');
    const events = await entityEvents(t, String(created.id));
    expect(events.map((e) => e.type)).toEqual([
      'wix.stores.catalog.v3.info_section_created',
      'wix.stores.catalog.v3.info_section_updated',
    ]);
    expect(events[1]!.payload).toMatchObject({
      updatedEvent: { modifiedFields: { title: 'Returns policy' } },
    });
  });

  it('filters by title and uniqueName, and refuses deleting a section a product shows', async () => {
    const created = await section({ uniqueName: 'materials', title: 'Materials' });
    const found = await kit.visitor('POST', `${P}/query`, { query: { filter: { title: 'Materials' } } });
    expect(
      ((await found.json()) as { infoSections: { id: string }[] }).infoSections.map((s) => s.id),
    ).toEqual([created.id]);
    const productId = await kit.createProduct('Wool scarf');
    await assignCatalogEntities(t.deps.db, 'info_section', productId, [String(created.id)]);
    const refused = await kit.admin('DELETE', `${P}/${created.id}`);
    expect(await appCode(refused)).toBe('ENTITY_IN_USE');
    const counted = await read(await kit.visitor('GET', `${P}/${created.id}?fields=ASSIGNED_PRODUCTS_COUNT`));
    expect(counted.infoSection.assignedProductsCount).toBe(1);
  });
});

describe('get-or-create', () => {
  it('finds by id or unique name, creates with a title, and refuses a new name without one', async () => {
    const existing = await section({ uniqueName: 'warranty', title: 'Warranty' });
    const byName = await read(
      await kit.admin('POST', `${P}/get-or-create`, { infoSection: { uniqueName: 'warranty' } }),
    );
    expect(byName.infoSection.id).toBe(existing.id);
    const byId = await read(
      await kit.admin('POST', `${P}/get-or-create`, { infoSection: { id: existing.id } }),
    );
    expect(byId.infoSection.uniqueName).toBe('warranty');
    const created = await read(
      await kit.admin('POST', `${P}/get-or-create`, {
        infoSection: { uniqueName: 'new-one', title: 'New one', plainDescription: null },
      }),
    );
    expect(created.infoSection).toMatchObject({ revision: '1', title: 'New one', plainDescription: '' });
    const untitled = await kit.admin('POST', `${P}/get-or-create`, {
      infoSection: { uniqueName: 'untitled' },
    });
    expect(await violations(untitled)).toEqual([['infoSection.title', 'REQUIRED_FIELD']]);
    const bulk = await kit.admin('POST', `${B}/get-or-create`, {
      infoSections: [{ uniqueName: 'warranty' }, { uniqueName: 'untitled' }],
    });
    const results = ((await bulk.json()) as { results: { itemMetadata: { success: boolean } }[] }).results;
    expect(results.map((r) => r.itemMetadata.success)).toEqual([true, false]);
  });
});
