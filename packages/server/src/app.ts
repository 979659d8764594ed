// createApp(deps): the whole HTTP API as one Hono app; tests call app.request() with no socket.
import { Hono } from 'hono';
import type { AppDeps } from './deps.js';
import type { AppEnv } from './http/app-env.js';
import { mountRoutes } from './routes.js';

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountRoutes(app, deps);
  return app;
}
