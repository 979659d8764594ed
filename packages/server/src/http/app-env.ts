// The Hono environment every route shares: per-request values set by the middleware in app.ts.
import type { Caller } from '../caller.js';

export interface AppEnv {
  Variables: {
    requestId: string;
    caller: Caller;
  };
}
