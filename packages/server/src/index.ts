// @cartwright/server: the app, the server and the helpers module routes are written with.
export { createApp, ENVELOPE_EXEMPT_PATHS } from './app.js';
export type { Caller } from './caller.js';
export type { Clock } from './clock.js';
export {
  defaultWebRoot,
  resolveServerConfig,
  resolveStorageConfig,
  SERVER_OPTIONS,
  type ServerConfig,
  STORAGE_OPTIONS,
} from './config.js';
export { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.js';
export { type DatabaseHandle, openDatabase } from './db/database.js';
export { migrateToLatest } from './db/migrate.js';
export type { AppConfig, AppDeps } from './deps.js';
export { AppError, ValidationFailure } from './errors/app-error.js';
export { ApiRoutes, type RouteSpec } from './http/api-routes.js';
export type { AppEnv } from './http/app-env.js';
export type { Auth, EndpointSpec } from './http/endpoint.js';
export { decodeQuery } from './http/query-decoding.js';
export { validateBody, validateQuery } from './http/validate-request.js';
export { compileValidator, type Validator } from './http/validation.js';
export { createLogger } from './logger.js';
export { buildOpenApiDocument } from './openapi/document.js';
export { type RunningServer, type StartServerOptions, startServer } from './server.js';
