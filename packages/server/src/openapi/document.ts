// Builds the OpenAPI 3.1 document from the described routes; TypeBox schemas are JSON Schema already.
import type { TSchema } from '@sinclair/typebox';
import { describedRoutes, type RouteDescription } from './registry.js';

type JsonObject = Record<string, unknown>;

/** Plain JSON Schema: TypeBox's symbol-keyed metadata does not survive JSON. */
const plain = (schema: TSchema): JsonObject => JSON.parse(JSON.stringify(schema)) as JsonObject;

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

function parameters(route: RouteDescription): JsonObject[] {
  const pathParams = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = route.request?.query;
  const required = new Set<string>((query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries((query?.properties ?? {}) as Record<string, TSchema>).map(
    ([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      // Nested fields travel as dotted keys (`paging.limit=5`) or inside `.r=` (wire.md §2.5).
      ...(schema.type === 'object' ? { style: 'deepObject', explode: true } : {}),
      schema: plain(schema),
    }),
  );
  return [...pathParams, ...queryParams];
}

function operation(route: RouteDescription): JsonObject {
  const params = parameters(route);
  const body = route.request?.body;
  return {
    summary: route.summary,
    tags: route.tags,
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: plain(body) } } } }
      : {}),
    responses: Object.fromEntries(
      Object.entries(route.responses).map(([status, schema]) => [
        status,
        {
          description: status === '200' ? 'Success' : 'Error (wire.md §2.8 envelope)',
          content: { 'application/json': { schema: plain(schema) } },
        },
      ]),
    ),
  };
}

/** The whole document for every route described so far. */
export function buildOpenApiDocument(info: { title: string; version: string }): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of describedRoutes()) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  return { openapi: '3.1.0', info, paths };
}
