// GET /healthz: is the server up and does its database answer?
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors/app-error.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { selectDatabaseVersion } from './health.repository.js';

export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

const TIMEOUT_MS = 2000;

/** `select version()` both proves the database answers and says which one it is. */
async function probeDatabase(deps: AppDeps): Promise<'pglite' | 'postgres'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    const version = await Promise.race([selectDatabaseVersion(deps.db), timeout]);
    return /PGlite/i.test(version ?? '') ? 'pglite' : 'postgres';
  } finally {
    clearTimeout(timer);
  }
}

/** Mounted at `/healthz`. */
export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['server'], auth: 'any' }).get(
    '/',
    { summary: 'Liveness and database check', response: HealthResponseSchema, errors: [503] },
    async (c) => {
      try {
        return c.json({ status: 'ok' as const, database: await probeDatabase(deps) });
      } catch (error) {
        deps.logger.warn({ err: error, requestId: c.get('requestId') }, 'Health check failed');
        throw new AppError(503, 'UNAVAILABLE', 'Database is not available');
      }
    },
  ).app;
}
