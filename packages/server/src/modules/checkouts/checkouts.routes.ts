// Checkout reads at the gateway path `/ecom/v1/checkouts/{id}`: the buyer who created it, or an admin.
import { CheckoutResponseSchema } from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { unauthenticated } from '../../errors/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { validateQuery } from '../../http/validate-request.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import { getCheckout } from './checkouts.service.js';

const PATH = '/ecom/v1/checkouts/:id';
const IdQuerySchema = Type.Object(
  { id: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

export function checkoutRoutes(deps: AppDeps): Hono<AppEnv> {
  describeRoute({
    method: 'get',
    path: PATH,
    summary: 'Get a checkout: the visitor or member who created it, or an admin; 404 for anyone else',
    tags: ['checkouts'],
    request: { query: IdQuerySchema },
    responses: { 200: CheckoutResponseSchema, ...errorResponses(400, 401, 404) },
  });
  const readQuery = validateQuery(IdQuerySchema);
  return new Hono<AppEnv>().get(PATH, async (c) => {
    readQuery(c);
    const caller = c.get('caller');
    if (caller.kind === 'anonymous') throw unauthenticated();
    return c.json({ checkout: await getCheckout(deps, caller, c.req.param('id')) });
  });
}
