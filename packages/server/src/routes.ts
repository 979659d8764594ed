// Mounts every module's routes (and the caller resolution they rely on) on the app.
import type { Hono } from 'hono';
import type { AppDeps } from './deps.js';
import type { AppEnv } from './http/app-env.js';

export function mountRoutes(_app: Hono<AppEnv>, _deps: AppDeps): void {}
