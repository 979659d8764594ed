// Option and variant routes: W4 overrides, W5 reset, W12 delete options, R-6 availability, R-7 variants query,
// and Cartwright's read of the overrides in force.
import {
  EmptyResponseSchema,
  ProductIdRequestSchema,
  ProductOptionsAvailabilityRequestSchema,
  ProductOptionsAvailabilityResponseSchema,
  QueryProductVariantsRequestSchema,
  QueryProductVariantsResponseSchema,
  UpdateVariantsRequestSchema,
  UpdateVariantsResponseSchema,
  VariantOverridesResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { readContext } from './read-context.js';
import { deleteProductOptions, resetVariants, updateVariants } from './variants/variants.service.js';
import {
  getProductOptionsAvailability,
  getVariantOverrides,
  queryProductVariants,
} from './variants/variants-read.js';

const tags = ['products', 'variants'];

/** Mounted at `/stores/v1/products`: admins only. */
export function variantWriteRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags, auth: 'admin' })
    .patch(
      '/:id/variants',
      {
        summary: 'Override price, cost, weight, sku, visibility or stock of variants (W4)',
        body: UpdateVariantsRequestSchema,
        response: UpdateVariantsResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body }) =>
        c.json({
          variants: await updateVariants(deps, caller, c.req.param('id'), body.variants, readContext(c)),
        }),
    )
    .post(
      '/:id/variants/resetToDefault',
      {
        summary: "Reset every variant to the product's values (W5)",
        body: ProductIdRequestSchema,
        response: EmptyResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller }) => {
        await resetVariants(deps, caller, c.req.param('id'));
        return c.json({});
      },
    )
    .delete(
      '/:id/options',
      {
        summary: 'Delete all options and their variants (W12)',
        query: ProductIdRequestSchema,
        response: EmptyResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller }) => {
        await deleteProductOptions(deps, caller, c.req.param('id'));
        return c.json({});
      },
    ).app;
}

/** Mounted at `/stores-reader/v1/products`. */
export function variantReadRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags, auth: 'any' })
    .post(
      '/:id/productOptionsAvailability',
      {
        summary: 'Which choices stay available for a selection, and the selected variant (R-6)',
        body: ProductOptionsAvailabilityRequestSchema,
        response: ProductOptionsAvailabilityResponseSchema,
        errors: [404],
      },
      async (c, { caller, body }) =>
        c.json(
          await getProductOptionsAvailability(deps, caller, c.req.param('id'), body.options, readContext(c)),
        ),
    )
    .post(
      '/:id/variants/query',
      {
        summary: "One product's variants by choices or ids (R-7)",
        body: QueryProductVariantsRequestSchema,
        response: QueryProductVariantsResponseSchema,
        errors: [404],
      },
      async (c, { caller, body }) =>
        c.json(await queryProductVariants(deps, caller, c.req.param('id'), body, readContext(c))),
    ).app;
}

/** Mounted at `/cartwright/v1/products`: admins only. */
export function variantOverrideRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags, auth: 'admin' }).get(
    '/:id/variant-overrides',
    {
      summary:
        "The price, cost and weight each variant sets itself; a value left out follows the product's (Cartwright)",
      query: ProductIdRequestSchema,
      response: VariantOverridesResponseSchema,
      errors: [404],
    },
    async (c, { caller }) => c.json(await getVariantOverrides(deps, caller, c.req.param('id'))),
  ).app;
}
