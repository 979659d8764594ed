// Builds the OpenAPI 3.1 document from the app's own route table: every route whose handler was declared
// with endpoint() becomes an operation at the path Hono mounted it on. TypeBox schemas are JSON Schema.
import { ErrorEnvelopeSchema } from '@cartwright/contracts';
import type { TSchema } from '@sinclair/typebox';
import type { Hono } from 'hono';
import { ADMITTED_KINDS, type Auth } from '../http/auth-rules.js';
import { declarationOf, type EndpointSpec } from '../http/endpoint.js';

type JsonObject = Record<string, unknown>;

/** Plain JSON Schema: TypeBox's symbol-keyed metadata does not survive JSON. */
const plain = (schema: TSchema): JsonObject => JSON.parse(JSON.stringify(schema)) as JsonObject;

/** `/products/:id` → `/products/{id}`, dropping any `{regexp}` after a parameter name. */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

/**
 * Who may call, as OpenAPI 3.1 states it: a bearer requirement, with the kinds of caller it takes as role
 * names where the rule takes fewer than every token (`admin` keeps the bare requirement it was published with).
 */
const SECURITY: Record<Auth, JsonObject[]> = {
  none: [],
  // `{}` first: the call works without credentials too.
  any: [{}, { bearer: [] }],
  caller: [{ bearer: [] }],
  shopper: [{ bearer: [...ADMITTED_KINDS.shopper] }],
  member: [{ bearer: [...ADMITTED_KINDS.member] }],
  admin: [{ bearer: [] }],
  owner: [{ bearer: ['owner'] }],
};

const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An access token from /oauth2/token or the admin sign-in, or an API key (sent with or without "Bearer "). ' +
      "An operation's x-auth names its rule: none (no credentials read), any (credentials optional), caller " +
      '(a visitor, member or admin token), shopper (a visitor or member token), member (a signed-in member), ' +
      'admin (an admin token or API key), owner (the store owner signed in, not an API key).',
  },
};

function parameters(path: string, spec: EndpointSpec): JsonObject[] {
  const pathParams = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const required = new Set<string>((spec.query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries((spec.query?.properties ?? {}) as Record<string, TSchema>).map(
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

function requestBody(spec: EndpointSpec): JsonObject | undefined {
  const body = spec.body ? { mediaType: 'application/json', schema: spec.body } : spec.ownBody;
  return body && { required: true, content: { [body.mediaType]: { schema: plain(body.schema) } } };
}

/** Failure statuses → body schema: the declared ones, and those the auth rule and validation imply. */
function errorBodies(spec: EndpointSpec): Record<number, TSchema> {
  const implied: number[] = [];
  if (spec.query || spec.body) implied.push(400);
  if (spec.body) implied.push(413, 415);
  if (spec.auth !== 'none') implied.push(401);
  // Every rule that names fewer kinds than `caller` refuses the others.
  if (spec.auth !== 'none' && spec.auth !== 'any' && spec.auth !== 'caller') implied.push(403);
  const declared = Array.isArray(spec.errors)
    ? Object.fromEntries(spec.errors.map((status) => [status, ErrorEnvelopeSchema]))
    : (spec.errors ?? {});
  return { ...Object.fromEntries(implied.map((status) => [status, ErrorEnvelopeSchema])), ...declared };
}

function operation(path: string, spec: EndpointSpec): JsonObject {
  const params = parameters(path, spec);
  const body = requestBody(spec);
  const errors = Object.entries(errorBodies(spec)).map(([status, schema]) => [
    status,
    {
      description: schema === ErrorEnvelopeSchema ? 'Error (wire.md §2.8 envelope)' : 'Error',
      content: { 'application/json': { schema: plain(schema) } },
    },
  ]);
  return {
    summary: spec.summary,
    tags: spec.tags,
    security: SECURITY[spec.auth],
    'x-auth': spec.auth,
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: {
        description: 'Success',
        content: { [spec.responseMediaType ?? 'application/json']: { schema: plain(spec.response) } },
      },
      ...Object.fromEntries(errors),
    },
  };
}

/**
 * The document for every declared route `app` serves, at the paths it serves them; built from the app's own
 * routes, so two apps in one process each describe only themselves.
 * @example
 * buildOpenApiDocument(app, { title: 'Cartwright store API', version: '0.1.0' }).paths['/healthz'].get
 */
// biome-ignore lint/suspicious/noExplicitAny: any Hono app, whatever its environment
export function buildOpenApiDocument(app: Hono<any>, info: { title: string; version: string }): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of app.routes) {
    const spec = declarationOf(route.handler);
    if (!spec) continue;
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route.path, spec) };
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { openapi: '3.1.0', info, paths: sorted, components: { securitySchemes: SECURITY_SCHEMES } };
}
