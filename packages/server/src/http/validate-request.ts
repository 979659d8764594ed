// What routes call to get typed input: the JSON body or the decoded query, checked against a schema.
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';
import { decodeQuery } from './query-decoding.js';
import { compileValidator } from './validation.js';

type Payload = Record<string, unknown>;

/**
 * Path-param fields are repeated in the query or body by gateway clients (wire.md §0); when the
 * schema does not declare them they are dropped rather than reported as FIELD_NOT_ALLOWED.
 */
function withoutPathParams(schema: TSchema, c: Context, payload: Payload): Payload {
  const declared = (schema.properties ?? {}) as Record<string, unknown>;
  const params = c.req.param() as Record<string, string>;
  const copy = { ...payload };
  for (const name of Object.keys(params)) if (!(name in declared)) delete copy[name];
  return copy;
}

/**
 * Compiles `schema` once and returns a reader for the request's JSON body (already checked for type,
 * size and syntax by the body guard). Throws ValidationFailure (400) on bad input.
 * `endpoint()` calls it for a route that declares a `body`.
 * @example
 * const readBody = validateBody(AddToCurrentCartRequestSchema);
 * const { lineItems } = await readBody(c); // 400 with field violations when a line is malformed
 */
export function validateBody<T extends TSchema>(schema: T): (c: Context<AppEnv>) => Promise<Static<T>> {
  const validator = compileValidator(schema);
  return async (c) => {
    // The body guard's parse; a body the guard let through unread (an exempt path) is parsed here.
    const body = c.get('jsonBody') ?? (await c.req.json());
    return validator.parse(withoutPathParams(schema, c, body as Payload));
  };
}

/**
 * Compiles `schema` once and returns a reader for the GET/DELETE query string (dotted keys, repeated
 * keys, `.r=`), with strings converted to the numbers and booleans the schema declares.
 * `endpoint()` calls it for a route that declares a `query`.
 * @example
 * const readQuery = validateQuery(QueryProductsRequestSchema);
 * const { query } = readQuery(c); // from `?query.paging.limit=5` or `?.r=<base64url JSON>`
 */
export function validateQuery<T extends TSchema>(schema: T): (c: Context) => Static<T> {
  const validator = compileValidator(schema);
  return (c) => {
    const decoded = decodeQuery(new URL(c.req.url).searchParams);
    return validator.parse(Value.Convert(schema, withoutPathParams(schema, c, decoded)));
  };
}
