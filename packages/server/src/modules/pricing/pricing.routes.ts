// Store-admin pricing routes, each mounted at its prefix under /cartwright/v1: coupons, discount rules,
// shipping regions, tax regions and the tax settings.
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
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { adminResourceRoutes } from './admin-resource.routes.js';
import * as coupons from './coupons/coupons.service.js';
import * as discountRules from './discount-rules/discount-rules.service.js';
import * as shippingRegions from './shipping/shipping-regions.service.js';
import * as taxRegions from './tax/tax-regions.service.js';

/** Mounted at `/cartwright/v1/coupons`. */
export const couponRoutes = (deps: AppDeps) =>
  adminResourceRoutes(deps, {
    key: 'coupon',
    tag: 'coupons',
    requestSchema: CouponRequestSchema,
    responseSchema: CouponResponseSchema,
    listResponseSchema: ListCouponsResponseSchema,
    inputOf: (body) => body.coupon,
    create: coupons.createCoupon,
    list: coupons.listCoupons,
    get: coupons.getCoupon,
    update: coupons.updateCoupon,
    remove: coupons.deleteCoupon,
  });

/** Mounted at `/cartwright/v1/discount-rules`. */
export const discountRuleRoutes = (deps: AppDeps) =>
  adminResourceRoutes(deps, {
    key: 'discountRule',
    tag: 'discount rules',
    requestSchema: DiscountRuleRequestSchema,
    responseSchema: DiscountRuleResponseSchema,
    listResponseSchema: ListDiscountRulesResponseSchema,
    inputOf: (body) => body.discountRule,
    create: discountRules.createDiscountRule,
    list: discountRules.listDiscountRules,
    get: discountRules.getDiscountRule,
    update: discountRules.updateDiscountRule,
    remove: discountRules.deleteDiscountRule,
  });

/** Mounted at `/cartwright/v1/shipping-regions`. */
export const shippingRegionRoutes = (deps: AppDeps) =>
  adminResourceRoutes(deps, {
    key: 'shippingRegion',
    tag: 'shipping',
    requestSchema: ShippingRegionRequestSchema,
    responseSchema: ShippingRegionResponseSchema,
    listResponseSchema: ListShippingRegionsResponseSchema,
    inputOf: (body) => body.shippingRegion,
    create: shippingRegions.createShippingRegion,
    list: shippingRegions.listShippingRegions,
    get: shippingRegions.getShippingRegion,
    update: shippingRegions.updateShippingRegion,
    remove: shippingRegions.deleteShippingRegion,
  });

/** Mounted at `/cartwright/v1/tax-regions`. */
export const taxRegionRoutes = (deps: AppDeps) =>
  adminResourceRoutes(deps, {
    key: 'taxRegion',
    tag: 'tax',
    requestSchema: TaxRegionRequestSchema,
    responseSchema: TaxRegionResponseSchema,
    listResponseSchema: ListTaxRegionsResponseSchema,
    inputOf: (body) => body.taxRegion,
    create: taxRegions.createTaxRegion,
    list: taxRegions.listTaxRegions,
    get: taxRegions.getTaxRegion,
    update: taxRegions.updateTaxRegion,
    remove: taxRegions.deleteTaxRegion,
  });

/** Mounted at `/cartwright/v1/tax-settings`. */
export function taxSettingsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['tax'], auth: 'admin' })
    .get(
      '/',
      { summary: 'Whether catalog prices include tax', response: TaxSettingsResponseSchema },
      async (c) => c.json({ taxSettings: await taxRegions.readTaxSettings(deps) }),
    )
    .put(
      '/',
      {
        summary: 'Set whether catalog prices include tax',
        body: TaxSettingsRequestSchema,
        response: TaxSettingsResponseSchema,
      },
      async (c, { body }) =>
        c.json({ taxSettings: await taxRegions.updateTaxSettings(deps, body.taxSettings) }),
    ).app;
}
