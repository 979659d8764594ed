// Option and variant routes: W4 overrides, W5 reset, W12 delete options, R-6 availability, R-7 variants query.
import {
  EmptyResponseSchema,
  ProductIdRequestSchema,
  ProductOptionsAvailabilityRequestSchema,
  ProductOptionsAvailabilityResponseSchema,
  QueryProductVariantsRequestSchema,
  QueryProductVariantsResponseSchema,
  UpdateVariantsRequestSchema,
  UpdateVariantsResponseSchema,
} from '@cartwright/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireAdmin } from '../../http/resolve-caller.js';
import { validateBody, validateQuery } from '../../http/validate-request.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import { readContext } from './read-context.js';
import { deleteProductOptions, resetVariants, updateVariants } from './variants/variants.service.js';
import { getProductOptionsAvailability, queryProductVariants } from './variants/variants-read.js';

const WRITE = '/stores/v1/products/:id';
const READ = '/stores-reader/v1/products/:id';
const tags = ['products', 'variants'];
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const readErrors = errorResponses(400, 401, 404);

function describeVariantRoutes(): void {
  describeRoute({
    method: 'patch',
    path: `${WRITE}/variants`,
    summary: 'Override price, cost, weight, sku, visibility or stock of variants (W4)',
    tags,
    request: { body: UpdateVariantsRequestSchema },
    responses: { 200: UpdateVariantsResponseSchema, ...writeErrors },
  });
  describeRoute({
    method: 'post',
    path: `${WRITE}/variants/resetToDefault`,
    summary: "Reset every variant to the product's values (W5)",
    tags,
    request: { body: ProductIdRequestSchema },
    responses: { 200: EmptyResponseSchema, ...writeErrors },
  });
  describeRoute({
    method: 'delete',
    path: `${WRITE}/options`,
    summary: 'Delete all options and their variants (W12)',
    tags,
    request: { query: ProductIdRequestSchema },
    responses: { 200: EmptyResponseSchema, ...writeErrors },
  });
  describeRoute({
    method: 'post',
    path: `${READ}/productOptionsAvailability`,
    summary: 'Which choices stay available for a selection, and the selected variant (R-6)',
    tags,
    request: { body: ProductOptionsAvailabilityRequestSchema },
    responses: { 200: ProductOptionsAvailabilityResponseSchema, ...readErrors },
  });
  describeRoute({
    method: 'post',
    path: `${READ}/variants/query`,
    summary: "One product's variants by choices or ids (R-7)",
    tags,
    request: { body: QueryProductVariantsRequestSchema },
    responses: { 200: QueryProductVariantsResponseSchema, ...readErrors },
  });
}

export function variantRoutes(deps: AppDeps): Hono<AppEnv> {
  describeVariantRoutes();
  const readOverrides = validateBody(UpdateVariantsRequestSchema);
  const readIdBody = validateBody(ProductIdRequestSchema);
  const readIdQuery = validateQuery(ProductIdRequestSchema);
  const readSelection = validateBody(ProductOptionsAvailabilityRequestSchema);
  const readVariantsQuery = validateBody(QueryProductVariantsRequestSchema);

  return new Hono<AppEnv>()
    .patch(`${WRITE}/variants`, async (c) => {
      const caller = requireAdmin(c);
      const { variants } = await readOverrides(c);
      return c.json({
        variants: await updateVariants(deps, caller, c.req.param('id'), variants, readContext(c)),
      });
    })
    .post(`${WRITE}/variants/resetToDefault`, async (c) => {
      const caller = requireAdmin(c);
      await readIdBody(c);
      await resetVariants(deps, caller, c.req.param('id'));
      return c.json({});
    })
    .delete(`${WRITE}/options`, async (c) => {
      const caller = requireAdmin(c);
      readIdQuery(c);
      await deleteProductOptions(deps, caller, c.req.param('id'));
      return c.json({});
    })
    .post(`${READ}/productOptionsAvailability`, async (c) => {
      const { options } = await readSelection(c);
      return c.json(
        await getProductOptionsAvailability(
          deps,
          c.get('caller'),
          c.req.param('id'),
          options,
          readContext(c),
        ),
      );
    })
    .post(`${READ}/variants/query`, async (c) => {
      const request = await readVariantsQuery(c);
      return c.json(
        await queryProductVariants(deps, c.get('caller'), c.req.param('id'), request, readContext(c)),
      );
    });
}
