// Routes describe themselves here as they are declared, so /openapi.json grows with every route.
import { ErrorEnvelopeSchema } from '@cartwright/contracts';
import type { TSchema } from '@sinclair/typebox';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteDescription {
  method: HttpMethod;
  /** Hono style (`/members/v1/members/:id`); converted to `{id}` in the document. */
  path: string;
  summary: string;
  tags: string[];
  request?: { body?: TSchema; query?: TSchema };
  /** Status → response body schema. */
  responses: Record<number, TSchema>;
}

const routes = new Map<string, RouteDescription>();

/**
 * Records a route for the OpenAPI document. Call it where the route is declared; describing the same
 * method and path again (a second app in one process) replaces the entry.
 * @example
 * describeRoute({ method: 'get', path: '/healthz', summary: 'Health', tags: ['server'], responses: { 200: HealthSchema } });
 */
export function describeRoute(route: RouteDescription): void {
  routes.set(`${route.method} ${route.path}`, route);
}

/** Every described route, sorted by path then method. */
export function describedRoutes(): RouteDescription[] {
  return [...routes.values()].sort((a, b) =>
    a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path),
  );
}

/** The error envelope for each given status, to spread into `responses`. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelopeSchema]));
}
