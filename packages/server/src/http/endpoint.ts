// A route declared once: its auth rule and schemas become both the Hono handler's checks and, through the
// declaration the handler carries, the route's entry in /openapi.json.
import type { Static, TSchema } from '@sinclair/typebox';
import type { Context, Handler } from 'hono';
import type { AppEnv } from './app-env.js';
import { type Auth, admissionOf, type CallerOf } from './auth-rules.js';
import { callerOf } from './resolve-caller.js';
import { validateBody, validateQuery } from './validate-request.js';

export type { Auth } from './auth-rules.js';

type Input<S> = S extends TSchema ? Static<S> : undefined;

export interface EndpointSpec<
  A extends Auth = Auth,
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
> {
  summary: string;
  tags: readonly string[];
  auth: A;
  /** The query string, decoded (dotted keys, `.r=`) and validated before the handler runs. */
  query?: Q;
  /** The JSON body, validated before the handler runs. */
  body?: B;
  /** A body the handler reads itself (multipart uploads, the token grants): documented, not validated. */
  ownBody?: { mediaType: string; schema: TSchema };
  /** The 200 answer's body. */
  response: TSchema;
  /** When the 200 answer is not JSON (`image/*` for stored images). */
  responseMediaType?: string;
  /**
   * Failures the handler itself answers, as statuses in the error envelope, or status → body schema when
   * the body is another shape. 400 for a declared query or body, 401 and 403 for the auth rule, and
   * 413/415 for a JSON body are added from the rest of the declaration.
   */
  errors?: readonly number[] | Readonly<Record<number, TSchema>>;
}

export interface EndpointInput<A extends Auth, Q, B> {
  caller: CallerOf<A>;
  query: Input<Q>;
  body: Input<B>;
}

const DECLARATION = Symbol('cartwright.endpoint');

/** A Hono handler that carries its declaration; `app.routes` then tells where it is mounted. */
export type Endpoint<P extends string = string> = Handler<AppEnv, P> & { [DECLARATION]: EndpointSpec };

/**
 * A Hono handler for one route: the caller is checked, then the query and the body are validated (validators
 * compiled here, once), and `handler` gets them typed. The handler carries `spec`, so /openapi.json lists it
 * wherever Hono mounts it. Modules declare routes through `ApiRoutes`, which calls this.
 * @example
 * app.get('/', endpoint({ summary: 'Health', tags: ['server'], auth: 'any', response: HealthResponseSchema }, (c) => c.json(health())));
 */
export function endpoint<
  P extends string,
  A extends Auth,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
>(
  spec: EndpointSpec<A, Q, B>,
  handler: (c: Context<AppEnv, P>, input: EndpointInput<A, Q, B>) => Response | Promise<Response>,
): Endpoint<P> {
  const admit = admissionOf(spec.auth);
  const readsCaller = spec.auth !== 'none';
  const readQuery = spec.query && validateQuery(spec.query);
  const readBody = spec.body && validateBody(spec.body);
  const answer = (c: Context<AppEnv, P>, caller: CallerOf<A>): Response | Promise<Response> => {
    const query = readQuery?.(c) as Input<Q>;
    if (!readBody) return handler(c, { caller, query, body: undefined as Input<B> });
    return readBody(c).then((body) => handler(c, { caller, query, body: body as Input<B> }));
  };
  // Built once per route. The caller is resolved here, only for a rule that reads credentials, and a
  // request without credentials or a body adds no promise of its own.
  const run: Handler<AppEnv, P> = (c) => {
    if (!readsCaller) return answer(c, undefined as CallerOf<A>);
    const caller = callerOf(c);
    return caller instanceof Promise
      ? caller.then((resolved) => answer(c, admit(resolved)))
      : answer(c, admit(caller));
  };
  return Object.assign(run, { [DECLARATION]: spec as EndpointSpec });
}

/** The declaration a registered handler carries, if it was made by `endpoint()`. */
export function declarationOf(handler: unknown): EndpointSpec | undefined {
  return typeof handler === 'function' ? (handler as Partial<Endpoint>)[DECLARATION] : undefined;
}
