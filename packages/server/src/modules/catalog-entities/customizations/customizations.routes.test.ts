// V3 customizations over HTTP (PGlite, and PostgreSQL when DATABASE_URL is set): options and modifiers,
// free text with its length limit, text and swatch choices of every choice type, the choice calls, the
// fixed type and render type, events, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
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

const P = '/stores/v3/customizations';
const create = (fields: Record<string, unknown>) => kit.create(P, 'customization', fields);
const refused = (fields: Record<string, unknown>) => kit.admin('POST', P, { customization: fields });
type Choice = { id: string; name: string; key: string; choiceType: string };
const choicesOf = (c: Record<string, unknown>) => (c.choicesSettings as { choices: Choice[] }).choices;
const ok = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { customization: Record<string, unknown> }).customization;
};
const text = (name: string) => ({ choiceType: 'CHOICE_TEXT', name });

describe('create', () => {
  it('makes a text-choice option with choice ids and keys, and a same-named modifier', async () => {
    const size = await create({
      name: 'Size',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [text('S'), text('M')] },
    });
    expect(size).toMatchObject({
      revision: '1',
      key: 'Size',
      name: 'Size',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'TEXT_CHOICES',
    });
    expect(choicesOf(size)).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), key: 'S', name: 'S', choiceType: 'CHOICE_TEXT' },
      { id: expect.any(String), key: 'M', name: 'M', choiceType: 'CHOICE_TEXT' },
    ]);
    const modifier = await create({
      name: 'Size',
      customizationType: 'MODIFIER',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [text('Gift')] },
    });
    expect(modifier.id).not.toBe(size.id);
  });

  it('makes swatches of one colour, two colours and an image', async () => {
    const colour = await create({
      name: 'Colour',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'SWATCH_CHOICES',
      choicesSettings: {
        choices: [
          { choiceType: 'ONE_COLOR', name: 'Red', colorCode: '#FF0000' },
          {
            choiceType: 'MULTIPLE_COLORS',
            name: 'Stripes',
            multipleColors: { colorCodes: ['#000', '#fff'] },
          },
          { choiceType: 'IMAGE', name: 'Floral', image: 'https://shop.example/floral.png' },
        ],
      },
    });
    expect(choicesOf(colour).map((c) => c.choiceType)).toEqual(['ONE_COLOR', 'MULTIPLE_COLORS', 'IMAGE']);
  });

  it('makes a free-text modifier with its length limit and refuses one over 500', async () => {
    const engraving = await create({
      name: 'Engraving',
      customizationType: 'MODIFIER',
      customizationRenderType: 'FREE_TEXT',
      freeTextInput: { title: 'Your text', maxCharCount: 20, defaultAddedPrice: '5.00' },
    });
    expect(engraving.freeTextInput).toEqual({
      title: 'Your text',
      key: 'Your text',
      maxCharCount: 20,
      defaultAddedPrice: '5.00',
    });
    const tooLong = await refused({
      name: 'E2',
      customizationType: 'MODIFIER',
      customizationRenderType: 'FREE_TEXT',
      freeTextInput: { title: 'T', maxCharCount: 501 },
    });
    expect(await violations(tooLong)).toEqual([['customization.freeTextInput.maxCharCount', 'MAX']]);
    const inverted = await refused({
      name: 'E3',
      customizationType: 'MODIFIER',
      customizationRenderType: 'FREE_TEXT',
      freeTextInput: { title: 'T', minCharCount: 9, maxCharCount: 3 },
    });
    expect(await violations(inverted)).toEqual([['customization.freeTextInput.minCharCount', 'VALIDATION']]);
  });

  it('refuses shapes that do not go together', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          customizationType: 'PRODUCT_OPTION',
          customizationRenderType: 'FREE_TEXT',
          freeTextInput: { title: 'T' },
        },
        'customization.customizationRenderType',
      ],
      [
        { customizationType: 'MODIFIER', customizationRenderType: 'FREE_TEXT' },
        'customization.freeTextInput',
      ],
      [
        { customizationType: 'MODIFIER', customizationRenderType: 'TEXT_CHOICES' },
        'customization.choicesSettings',
      ],
      [
        {
          customizationType: 'MODIFIER',
          customizationRenderType: 'TEXT_CHOICES',
          choicesSettings: { choices: [{ choiceType: 'ONE_COLOR', name: 'R', colorCode: '#f00' }] },
        },
        'customization.choicesSettings.choices[0].choiceType',
      ],
      [
        {
          customizationType: 'MODIFIER',
          customizationRenderType: 'SWATCH_CHOICES',
          choicesSettings: { choices: [{ choiceType: 'ONE_COLOR', name: 'R' }] },
        },
        'customization.choicesSettings.choices[0].colorCode',
      ],
      [
        {
          customizationType: 'MODIFIER',
          customizationRenderType: 'SWATCH_CHOICES',
          choicesSettings: { choices: [{ choiceType: 'IMAGE', name: 'R', image: 'x', colorCode: '#f00' }] },
        },
        'customization.choicesSettings.choices[0].colorCode',
      ],
      [
        {
          customizationType: 'MODIFIER',
          customizationRenderType: 'TEXT_CHOICES',
          choicesSettings: { choices: [text('A'), text('a')] },
        },
        'customization.choicesSettings.choices[1].name',
      ],
    ];
    for (const [fields, field] of cases) {
      expect(
        (await violations(await refused({ name: 'Bad', ...fields })))?.[0]?.[0],
        JSON.stringify(fields),
      ).toBe(field);
    }
    expect(
      (
        await violations(
          await refused({ name: 'Bad', customizationType: 'OTHER', customizationRenderType: 'TEXT_CHOICES' }),
        )
      )?.[0]?.[0],
    ).toBe('customization.customizationType');
    expect(
      (
        await violations(
          await refused({
            name: 'x'.repeat(51),
            customizationType: 'MODIFIER',
            customizationRenderType: 'TEXT_CHOICES',
            choicesSettings: { choices: [text('A')] },
          }),
        )
      )?.[0],
    ).toEqual(['customization.name', 'MAX_LENGTH']);
  });
});

describe('update and the choice calls', () => {
  it('renames at the revision, keeps type and render type fixed, and adds, sets and removes choices', async () => {
    const c = await create({
      name: 'Fit',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [text('Slim')] },
    });
    const renamed = await ok(
      await kit.admin('PATCH', `${P}/${c.id}`, { customization: { revision: '1', name: 'Cut' } }),
    );
    expect(renamed).toMatchObject({ revision: '2', name: 'Cut' });
    expect(choicesOf(renamed)).toEqual(choicesOf(c));
    const fixed = await kit.admin('PATCH', `${P}/${c.id}`, {
      customization: { revision: '2', customizationType: 'MODIFIER' },
    });
    expect(await violations(fixed)).toEqual([['customization.customizationType', 'VALIDATION']]);

    const added = await ok(
      await kit.admin('POST', `${P}/${c.id}/add-choices`, { choices: [text('Regular')] }),
    );
    expect(added.revision).toBe('3');
    expect(choicesOf(added).map((ch) => ch.name)).toEqual(['Slim', 'Regular']);
    const dupe = await kit.admin('POST', `${P}/${c.id}/add-choices`, { choices: [text('slim')] });
    expect((await violations(dupe))?.[0]?.[1]).toBe('VALIDATION');
    const stale = await kit.admin('POST', `${P}/${c.id}/add-choices`, {
      choices: [text('Wide')],
      revision: '1',
    });
    expect(await appCode(stale)).toBe('REVISION_MISMATCH');

    const slim = choicesOf(added)[0]!.id;
    const removed = await ok(await kit.admin('POST', `${P}/${c.id}/remove-choices`, { choiceIds: [slim] }));
    expect(choicesOf(removed).map((ch) => ch.name)).toEqual(['Regular']);
    const last = choicesOf(removed)[0]!.id;
    expect(
      (
        await violations(await kit.admin('POST', `${P}/${c.id}/remove-choices`, { choiceIds: [last] }))
      )?.[0]?.[0],
    ).toBe('choiceIds');
    expect(
      (
        await violations(await kit.admin('POST', `${P}/${c.id}/remove-choices`, { choiceIds: [slim] }))
      )?.[0]?.[0],
    ).toBe('choiceIds');

    const set = await ok(
      await kit.admin('POST', `${P}/${c.id}/set-choices`, { choices: [text('A'), text('B')] }),
    );
    expect(choicesOf(set).map((ch) => ch.name)).toEqual(['A', 'B']);
    const events = await entityEvents(t, String(c.id));
    expect(events.map((e) => e.type.split('.').at(-1))).toEqual([
      'customization_created',
      'customization_updated',
      'customization_updated',
      'customization_updated',
      'customization_updated',
    ]);
  });

  it('refuses choices on free text, unknown ids and visitors', async () => {
    const free = await create({
      name: 'Note',
      customizationType: 'MODIFIER',
      customizationRenderType: 'FREE_TEXT',
      freeTextInput: { title: 'Note' },
    });
    expect(
      (
        await violations(await kit.admin('POST', `${P}/${free.id}/add-choices`, { choices: [text('X')] }))
      )?.[0]?.[0],
    ).toBe('choices');
    const unknown = await kit.admin('POST', `${P}/00000000-0000-4000-8000-000000000009/add-choices`, {
      choices: [text('X')],
    });
    expect(unknown.status).toBe(404);
    expect((await kit.visitor('POST', `${P}/${free.id}/add-choices`, { choices: [text('X')] })).status).toBe(
      403,
    );
    expect(
      (await kit.admin('POST', '/stores/v3/bulk/customizations/delete', { customizationIds: [free.id] }))
        .status,
    ).toBe(404);
  });

  it('queries by type and deletes', async () => {
    const q = await kit.visitor('POST', `${P}/query`, {
      query: { filter: { customizationRenderType: 'FREE_TEXT' } },
    });
    const found = ((await q.json()) as { customizations: { customizationRenderType: string }[] })
      .customizations;
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((c) => c.customizationRenderType))).toEqual(new Set(['FREE_TEXT']));
    const c = await create({
      name: 'Temp',
      customizationType: 'MODIFIER',
      customizationRenderType: 'FREE_TEXT',
      freeTextInput: { title: 'T' },
    });
    expect((await kit.admin('DELETE', `${P}/${c.id}`)).status).toBe(200);
    expect((await kit.visitor('GET', `${P}/${c.id}`)).status).toBe(404);
  });
});
