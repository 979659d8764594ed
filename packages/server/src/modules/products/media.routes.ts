// Product media routes (W8–W11) under /stores/v1/products/{id}: admins only.
import {
  AddProductMediaRequestSchema,
  EmptyResponseSchema,
  ProductMediaChoicesRequestSchema,
  RemoveProductMediaRequestSchema,
} from '@cartwright/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireAdmin } from '../../http/resolve-caller.js';
import { validateBody } from '../../http/validate-request.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import { addProductMedia, removeProductMedia, setChoiceMedia } from './media/media.service.js';

const BASE = '/stores/v1/products/:id';
const tags = ['products', 'media'];

function describeMediaRoutes(): void {
  const responses = { 200: EmptyResponseSchema, ...errorResponses(400, 401, 403, 404) };
  describeRoute({
    method: 'post',
    path: `${BASE}/media`,
    summary: 'Add media by http(s) URL or stored media id, optionally for a choice (W8)',
    tags,
    request: { body: AddProductMediaRequestSchema },
    responses,
  });
  describeRoute({
    method: 'post',
    path: `${BASE}/media/delete`,
    summary: 'Remove media items (W9)',
    tags,
    request: { body: RemoveProductMediaRequestSchema },
    responses,
  });
  describeRoute({
    method: 'patch',
    path: `${BASE}/choices/media`,
    summary: 'Show media for option choices (W10)',
    tags,
    request: { body: ProductMediaChoicesRequestSchema },
    responses,
  });
  describeRoute({
    method: 'post',
    path: `${BASE}/choices/media/delete`,
    summary: 'Stop showing media for option choices (W11)',
    tags,
    request: { body: ProductMediaChoicesRequestSchema },
    responses,
  });
}

export function mediaRoutes(deps: AppDeps): Hono<AppEnv> {
  describeMediaRoutes();
  const readAdd = validateBody(AddProductMediaRequestSchema);
  const readRemove = validateBody(RemoveProductMediaRequestSchema);
  const readChoices = validateBody(ProductMediaChoicesRequestSchema);
  return new Hono<AppEnv>()
    .post(`${BASE}/media`, async (c) => {
      const caller = requireAdmin(c);
      await addProductMedia(deps, caller, c.req.param('id'), (await readAdd(c)).media);
      return c.json({});
    })
    .post(`${BASE}/media/delete`, async (c) => {
      const caller = requireAdmin(c);
      await removeProductMedia(deps, caller, c.req.param('id'), (await readRemove(c)).mediaIds);
      return c.json({});
    })
    .patch(`${BASE}/choices/media`, async (c) => {
      const caller = requireAdmin(c);
      await setChoiceMedia(deps, caller, c.req.param('id'), (await readChoices(c)).media, true);
      return c.json({});
    })
    .post(`${BASE}/choices/media/delete`, async (c) => {
      const caller = requireAdmin(c);
      await setChoiceMedia(deps, caller, c.req.param('id'), (await readChoices(c)).media, false);
      return c.json({});
    });
}
