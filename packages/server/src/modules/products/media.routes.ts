// Product media routes (W8–W11) under /stores/v1/products/{id}: admins only.
import {
  AddProductMediaRequestSchema,
  EmptyResponseSchema,
  ProductMediaChoicesRequestSchema,
  RemoveProductMediaRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { addProductMedia, removeProductMedia, setChoiceMedia } from './media/media.service.js';

/** Mounted at `/stores/v1/products`. */
export function mediaRoutes(deps: AppDeps): Hono<AppEnv> {
  const declaration = { response: EmptyResponseSchema, errors: [404] };
  return new ApiRoutes({ tags: ['products', 'media'], auth: 'admin' })
    .post(
      '/:id/media',
      {
        ...declaration,
        summary: 'Add media by http(s) URL or stored media id, optionally for a choice (W8)',
        body: AddProductMediaRequestSchema,
      },
      async (c, { caller, body }) => {
        await addProductMedia(deps, caller, c.req.param('id'), body.media);
        return c.json({});
      },
    )
    .post(
      '/:id/media/delete',
      { ...declaration, summary: 'Remove media items (W9)', body: RemoveProductMediaRequestSchema },
      async (c, { caller, body }) => {
        await removeProductMedia(deps, caller, c.req.param('id'), body.mediaIds);
        return c.json({});
      },
    )
    .patch(
      '/:id/choices/media',
      {
        ...declaration,
        summary: 'Show media for option choices (W10)',
        body: ProductMediaChoicesRequestSchema,
      },
      async (c, { caller, body }) => {
        await setChoiceMedia(deps, caller, c.req.param('id'), body.media, true);
        return c.json({});
      },
    )
    .post(
      '/:id/choices/media/delete',
      {
        ...declaration,
        summary: 'Stop showing media for option choices (W11)',
        body: ProductMediaChoicesRequestSchema,
      },
      async (c, { caller, body }) => {
        await setChoiceMedia(deps, caller, c.req.param('id'), body.media, false);
        return c.json({});
      },
    ).app;
}
