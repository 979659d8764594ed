// One log line per request: id, method, route pattern, status and duration.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.js';

export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    // At `warn` and above (as the benchmarks run) requests that did not fail log nothing: skip the work.
    if (status < 500 && !logger.isLevelEnabled('info')) return;
    // Catch-all patterns (middleware, static files, not-found) say nothing: log the path itself.
    const pattern = routePath(c);
    const line = {
      requestId: c.get('requestId'),
      method: c.req.method,
      route: pattern && !pattern.endsWith('*') ? pattern : c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
    };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
