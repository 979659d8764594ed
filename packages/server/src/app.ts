// createApp(deps): the whole HTTP API as one Hono app; tests call app.request() with no socket.
import { Hono } from 'hono';
import { callerResolver } from './caller-resolution.js';
import type { AppDeps } from './deps.js';
import { crawlingRoutes } from './flows/crawling.routes.js';
import { storefrontDocument } from './flows/storefront-document.js';
import { healthRoutes } from './health/health.routes.js';
import type { AppEnv } from './http/app-env.js';
import { bodyGuard } from './http/body-guard.js';
import { crossOrigin } from './http/cors.js';
import { errorHandler } from './http/error-handler.js';
import { notFoundHandler } from './http/not-found.js';
import { pathNulGuard } from './http/path-nul-guard.js';
import { requestId } from './http/request-id.js';
import { requestLogger } from './http/request-logger.js';
import { provideCallerResolver } from './http/resolve-caller.js';
import { securityHeaders } from './http/security-headers.js';
import { isAllowedOrigin } from './modules/oauth/index.js';
import { openApiRoutes } from './openapi/openapi.routes.js';
import { mountRoutes } from './routes.js';
import { pageRenderer } from './static/page-renderer.js';
import { webApp } from './static/web-app.js';

/**
 * Routes that parse their own bodies: the token endpoint, which also answers errors in its own format
 * (RFC 6749 §5.2), and multipart image uploads, which enforce their own size and type limits.
 */
export const ENVELOPE_EXEMPT_PATHS = ['/oauth2/token', '/oauth2/revoke', '/cartwright/v1/media'];

/**
 * Builds the app: request id, request log, security headers, CORS, path and body guards and the caller
 * resolver (asked only by routes whose auth rule reads credentials) first, then every module's routes, the server's own routes, the web app, and 404/405. Every failure becomes the wire envelope
 * in `errorHandler`.
 * @example
 * const app = createApp(deps);
 * const res = await app.request('/healthz');
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLogger(deps.logger));
  app.use(securityHeaders(deps.config.trustedProxies));
  app.use(crossOrigin((origin) => isAllowedOrigin(deps, origin)));
  app.use(pathNulGuard());
  app.use(bodyGuard({ limitBytes: deps.config.bodyLimitBytes, exemptPaths: ENVELOPE_EXEMPT_PATHS }));
  app.use(provideCallerResolver(callerResolver(deps)));
  mountRoutes(app, deps);
  app.route('/healthz', healthRoutes(deps));
  app.route('/openapi.json', openApiRoutes(app));
  app.route('/', crawlingRoutes(deps));
  // Pages read their catalog answers from this very app, in-process.
  const render = pageRenderer(
    deps.config.webRenderer,
    // Read per page: the server learns its own address (the default public URL) only once it listens.
    () => deps.config.publicUrl,
    (input, init) => app.request(input, init),
    (error) => deps.logger.error({ err: error }, 'Storefront page render failed; the browser renders it'),
  );
  // Stripe's origins join the page policy only while Stripe is configured.
  const web = webApp(
    deps.config.webRoot,
    {},
    (path, search) => storefrontDocument(deps, path, search, render),
    () => ({ stripe: deps.config.stripe !== undefined }),
  );
  if (web) app.use(web);
  app.notFound(notFoundHandler(app));
  app.onError(errorHandler(deps.logger));
  return app;
}
