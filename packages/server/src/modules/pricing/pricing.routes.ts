// Store-admin pricing routes under /cartwright/v1: coupons, discount rules, shipping regions, tax regions and
// the tax settings.
import {
  CouponRequestSchema,
  CouponResponseSchema,
  DiscountRuleRequestSchema,
  DiscountRuleResponseSchema,
  ListCouponsResponseSchema,
  ListDiscountRulesResponseSchema,
  ListShippingRegionsResponseSchema,
  ListTaxRegionsResponseSchema,
  ShippingRegionRequestSchema,
  ShippingRegionResponseSchema,
  TaxRegionRequestSchema,
  TaxRegionResponseSchema,
  TaxSettingsRequestSchema,
  TaxSettingsResponseSchema,
} from '@cartwright/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireAdmin } from '../../http/resolve-caller.js';
import { validateBody } from '../../http/validate-request.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import { adminResourceRoutes } from './admin-resource.routes.js';
import * as coupons from './coupons/coupons.service.js';
import * as discountRules from './discount-rules/discount-rules.service.js';
import * as shippingRegions from './shipping/shipping-regions.service.js';
import * as taxRegions from './tax/tax-regions.service.js';

const BASE = '/cartwright/v1';
const TAX_SETTINGS = `${BASE}/tax-settings`;

function taxSettingsRoutes(deps: AppDeps): Hono<AppEnv> {
  const tags = ['tax'];
  describeRoute({
    method: 'get',
    path: TAX_SETTINGS,
    summary: 'Whether catalog prices include tax',
    tags,
    responses: { 200: TaxSettingsResponseSchema, ...errorResponses(401, 403) },
  });
  describeRoute({
    method: 'put',
    path: TAX_SETTINGS,
    summary: 'Set whether catalog prices include tax',
    tags,
    request: { body: TaxSettingsRequestSchema },
    responses: { 200: TaxSettingsResponseSchema, ...errorResponses(400, 401, 403) },
  });
  const readSettings = validateBody(TaxSettingsRequestSchema);
  return new Hono<AppEnv>()
    .get(TAX_SETTINGS, async (c) => {
      requireAdmin(c);
      return c.json({ taxSettings: await taxRegions.readTaxSettings(deps) });
    })
    .put(TAX_SETTINGS, async (c) => {
      requireAdmin(c);
      const { taxSettings } = await readSettings(c);
      return c.json({ taxSettings: await taxRegions.updateTaxSettings(deps, taxSettings) });
    });
}

export function pricingRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route(
      '/',
      adminResourceRoutes(deps, {
        path: `${BASE}/coupons`,
        key: 'coupon',
        tag: 'coupons',
        requestSchema: CouponRequestSchema,
        responseSchema: CouponResponseSchema,
        listResponseSchema: ListCouponsResponseSchema,
        inputOf: (body) => body.coupon,
        create: coupons.createCoupon,
        list: coupons.listCoupons,
        get: coupons.getCoupon,
        replace: coupons.updateCoupon,
        remove: coupons.deleteCoupon,
      }),
    )
    .route(
      '/',
      adminResourceRoutes(deps, {
        path: `${BASE}/discount-rules`,
        key: 'discountRule',
        tag: 'discount rules',
        requestSchema: DiscountRuleRequestSchema,
        responseSchema: DiscountRuleResponseSchema,
        listResponseSchema: ListDiscountRulesResponseSchema,
        inputOf: (body) => body.discountRule,
        create: discountRules.createDiscountRule,
        list: discountRules.listDiscountRules,
        get: discountRules.getDiscountRule,
        replace: discountRules.updateDiscountRule,
        remove: discountRules.deleteDiscountRule,
      }),
    )
    .route(
      '/',
      adminResourceRoutes(deps, {
        path: `${BASE}/shipping-regions`,
        key: 'shippingRegion',
        tag: 'shipping',
        requestSchema: ShippingRegionRequestSchema,
        responseSchema: ShippingRegionResponseSchema,
        listResponseSchema: ListShippingRegionsResponseSchema,
        inputOf: (body) => body.shippingRegion,
        create: shippingRegions.createShippingRegion,
        list: shippingRegions.listShippingRegions,
        get: shippingRegions.getShippingRegion,
        replace: shippingRegions.updateShippingRegion,
        remove: shippingRegions.deleteShippingRegion,
      }),
    )
    .route(
      '/',
      adminResourceRoutes(deps, {
        path: `${BASE}/tax-regions`,
        key: 'taxRegion',
        tag: 'tax',
        requestSchema: TaxRegionRequestSchema,
        responseSchema: TaxRegionResponseSchema,
        listResponseSchema: ListTaxRegionsResponseSchema,
        inputOf: (body) => body.taxRegion,
        create: taxRegions.createTaxRegion,
        list: taxRegions.listTaxRegions,
        get: taxRegions.getTaxRegion,
        replace: taxRegions.updateTaxRegion,
        remove: taxRegions.deleteTaxRegion,
      }),
    )
    .route('/', taxSettingsRoutes(deps));
}
