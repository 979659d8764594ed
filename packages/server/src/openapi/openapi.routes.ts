// GET /openapi.json: the API described from the same declarations the routes check requests with.
import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { endpoint } from '../http/endpoint.js';
import { buildOpenApiDocument } from './document.js';

const INFO = { title: 'Cartwright store API', version: '0.1.0' };

/** Mounted at `/openapi.json`; describes `app`, the app it is mounted on, as it stands when asked. */
export function openApiRoutes(app: Hono<AppEnv>): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/',
    endpoint(
      {
        summary: 'This OpenAPI document',
        tags: ['server'],
        auth: 'any',
        response: Type.Object({ openapi: Type.String(), info: Type.Object({}), paths: Type.Object({}) }),
      },
      (c) => c.json(buildOpenApiDocument(app, INFO)),
    ),
  );
}
