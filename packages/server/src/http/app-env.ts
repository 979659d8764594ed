// The Hono environment every route shares: per-request values set by the middleware in app.ts.
import type { Caller } from '../caller.js';

export interface AppEnv {
  Variables: {
    requestId: string;
    caller: Caller;
    /** A POST, PUT or PATCH body as the body guard parsed it (routes read it through `validateBody`). */
    jsonBody: unknown;
  };
}
