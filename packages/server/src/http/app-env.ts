// The Hono environment every route shares: per-request values set by the middleware in app.ts.
import type { Caller } from '../caller.js';

/** Turns a request's Authorization header into its Caller (401 for one that names no valid credential). */
export type CallerResolver = (authorization: string) => Promise<Caller>;

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set once a route's auth rule has read the credentials (resolve-caller.ts's `callerOf`). */
    caller: Caller;
    /** What the wiring resolves callers with; set for every request by createApp. */
    callerResolver: CallerResolver;
    /** A POST, PUT or PATCH body as the body guard parsed it (routes read it through `validateBody`). */
    jsonBody: unknown;
  };
}
