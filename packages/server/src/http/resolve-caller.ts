// Who is calling, found only when a route asks: the wiring hands each request a resolver (createApp's
// provideCallerResolver), and a route's guard calls it when its auth rule reads credentials, so http/
// knows no module and no route depends on where it is mounted.
import type { Context, MiddlewareHandler } from 'hono';
import type { Caller, VisitorCaller } from '../caller.js';
import { AppError } from '../errors/app-error.js';
import type { AppEnv, CallerResolver } from './app-env.js';

/** Middleware that gives every request after it the resolver its routes' guards call. */
export function provideCallerResolver(resolve: CallerResolver): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    c.set('callerResolver', resolve);
    return next();
  };
}

const ANONYMOUS: Caller = { kind: 'anonymous' };

/**
 * The request's caller, resolved on the first ask and kept in `c.get('caller')` for the rest of the
 * request. A request without an Authorization header is anonymous at once, without a promise.
 */
export function callerOf(c: Context<AppEnv>): Caller | Promise<Caller> {
  const known = c.get('caller');
  if (known) return known;
  const authorization = c.req.header('authorization');
  if (authorization === undefined) {
    c.set('caller', ANONYMOUS);
    return ANONYMOUS;
  }
  const resolve = c.get('callerResolver');
  // A route mounted on an app createApp did not build has no one to ask: a wiring mistake, never anonymous.
  if (!resolve)
    throw new Error('No caller resolver for this request: mount routes on the app createApp builds');
  return resolve(authorization).then((caller) => {
    c.set('caller', caller);
    return caller;
  });
}

/**
 * The visitor the Authorization header names, for a route that reads no credentials (`auth: 'none'`) yet
 * remembers who called it (a sign-in, so the visitor's cart can follow the member). No header, another kind
 * of caller, or a token that is stale or invalid is no visitor: it must never block the call.
 */
export async function visitorOf(c: Context<AppEnv>): Promise<VisitorCaller | undefined> {
  try {
    const caller = await callerOf(c);
    return caller.kind === 'visitor' ? caller : undefined;
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return undefined;
    throw error;
  }
}
