// GET /openapi.json: the API described from the same schemas the routes validate with.
import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { buildOpenApiDocument } from './document.js';
import { describeRoute } from './registry.js';

const INFO = { title: 'Cartwright store API', version: '0.1.0' };

export function openApiRoutes(): Hono<AppEnv> {
  describeRoute({
    method: 'get',
    path: '/openapi.json',
    summary: 'This OpenAPI document',
    tags: ['server'],
    responses: {
      200: Type.Object({ openapi: Type.String(), info: Type.Object({}), paths: Type.Object({}) }),
    },
  });
  return new Hono<AppEnv>().get('/openapi.json', (c) => c.json(buildOpenApiDocument(INFO)));
}
