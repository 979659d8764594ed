// GET /openapi.json: the API described from the same declarations the routes check requests with.
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { buildOpenApiDocument } from './document.js';

const INFO = { title: 'Cartwright store API', version: '0.1.0' };

/** Mounted at `/openapi.json`; describes `app`, the app it is mounted on, as it stands when asked. */
export function openApiRoutes(app: Hono<AppEnv>): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['server'], auth: 'any' }).get(
    '/',
    {
      summary: 'This OpenAPI document',
      response: Type.Object({ openapi: Type.String(), info: Type.Object({}), paths: Type.Object({}) }),
    },
    (c) => c.json(buildOpenApiDocument(app, INFO)),
  ).app;
}
