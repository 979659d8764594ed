// The choice calls of customizations at `/stores/v3/customizations/{id}/…-choices`: add, set (replace) and
// remove choices, each moving the revision on and appending customization_updated. Admins only.
import {
  CUSTOMIZATION_CALLS,
  type CustomizationChoice,
  CustomizationChoicesRequestSchema,
  type CustomizationRenderType,
  RemoveCustomizationChoicesRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../../deps.js';
import { invalidField } from '../../../errors/app-error.js';
import { ApiRoutes } from '../../../http/api-routes.js';
import type { AppEnv } from '../../../http/app-env.js';
import { changeEntity } from '../catalog-entities.service.js';
import type { CatalogEntityUsage, EntityContent, StoredEntity } from '../catalog-entity-family.js';
import { CUSTOMIZATIONS } from './customizations.family.js';

const choicesOf = (current: StoredEntity) =>
  ((current.body.choicesSettings as { choices?: CustomizationChoice[] } | undefined)?.choices ?? []).slice();

/** The customization with `choices` in place of its own, checked as a whole. */
const withChoices = (current: StoredEntity, choices: CustomizationChoice[]): EntityContent => {
  if ((current.body.customizationRenderType as CustomizationRenderType) === 'FREE_TEXT') {
    throw invalidField('choices', 'a FREE_TEXT customization has no choices', 'VALIDATION');
  }
  return CUSTOMIZATIONS.content({ choicesSettings: { choices } }, current);
};

/** Mounted at `/stores/v3/customizations`. */
export function customizationChoiceRoutes(deps: AppDeps, usage: CatalogEntityUsage): Hono<AppEnv> {
  const d = { db: deps.db, clock: deps.clock, usage };
  const answer = CUSTOMIZATION_CALLS.one;
  const tags = ['catalog-v3-customizations'];
  return new ApiRoutes({ tags, auth: 'admin' })
    .post(
      '/:id/add-choices',
      {
        summary: 'Add choices to a customization',
        body: CustomizationChoicesRequestSchema,
        response: answer,
        errors: [404, 409],
      },
      async (c, { caller, body }) => {
        const at = { id: c.req.param('id'), ...(body.revision ? { revision: body.revision } : {}) };
        const customization = await changeEntity(
          d,
          CUSTOMIZATIONS,
          caller,
          at,
          (current) =>
            withChoices(current, [...choicesOf(current), ...(body.choices as CustomizationChoice[])]),
          body.fields,
        );
        return c.json({ customization });
      },
    )
    .post(
      '/:id/set-choices',
      {
        summary: "Replace a customization's choices",
        body: CustomizationChoicesRequestSchema,
        response: answer,
        errors: [404, 409],
      },
      async (c, { caller, body }) => {
        const at = { id: c.req.param('id'), ...(body.revision ? { revision: body.revision } : {}) };
        const customization = await changeEntity(
          d,
          CUSTOMIZATIONS,
          caller,
          at,
          (current) => withChoices(current, body.choices as CustomizationChoice[]),
          body.fields,
        );
        return c.json({ customization });
      },
    )
    .post(
      '/:id/remove-choices',
      {
        summary: 'Remove choices from a customization',
        body: RemoveCustomizationChoicesRequestSchema,
        response: answer,
        errors: [404, 409],
      },
      async (c, { caller, body }) => {
        const at = { id: c.req.param('id'), ...(body.revision ? { revision: body.revision } : {}) };
        const customization = await changeEntity(
          d,
          CUSTOMIZATIONS,
          caller,
          at,
          (current) => {
            const choices = choicesOf(current);
            const unknown = body.choiceIds.filter((id) => !choices.some((ch) => ch.id === id));
            if (unknown.length > 0)
              throw invalidField('choiceIds', `unknown choice ids: ${unknown.join(', ')}`, 'VALIDATION');
            const left = choices.filter((ch) => !body.choiceIds.includes(ch.id ?? ''));
            if (left.length === 0)
              throw invalidField('choiceIds', 'a customization keeps at least one choice', 'VALIDATION');
            return withChoices(current, left);
          },
          body.fields,
        );
        return c.json({ customization });
      },
    ).app;
}
