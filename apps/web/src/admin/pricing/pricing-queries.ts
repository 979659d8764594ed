// Admin reads of the pricing entities, under one key so that every pricing save refreshes every list and
// editor (saves are rare; a wider refresh is cheaper than tracking which list shows what).
import {
  getCoupon,
  getDiscountRule,
  getShippingRegion,
  getTaxRegion,
  getTaxSettings,
  type ListPaging,
  listCoupons,
  listDiscountRules,
  listShippingRegions,
  listTaxRegions,
} from '@cartwright/client/pricing';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export const pricingKeys = {
  all: ['admin', 'pricing'] as const,
  list: (entity: string, paging: ListPaging) => [...pricingKeys.all, entity, 'list', paging] as const,
  detail: (entity: string, id: string) => [...pricingKeys.all, entity, 'detail', id] as const,
};

/** The key of one entity's read (what an editor page loads). */
export type PricingDetailKey = ReturnType<typeof pricingKeys.detail>;
/** The key of one page of a list. */
export type PricingListKey = ReturnType<typeof pricingKeys.list>;

export const pricingQueries = {
  coupons: (client: OAuthStoreClient, paging: ListPaging) =>
    queryOptions({
      queryKey: pricingKeys.list('coupons', paging),
      queryFn: ({ signal }) => listCoupons(client, paging, { signal }),
    }),
  coupon: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: pricingKeys.detail('coupons', id),
      queryFn: ({ signal }) => getCoupon(client, id, { signal }),
    }),
  discountRules: (client: OAuthStoreClient, paging: ListPaging) =>
    queryOptions({
      queryKey: pricingKeys.list('discount-rules', paging),
      queryFn: ({ signal }) => listDiscountRules(client, paging, { signal }),
    }),
  discountRule: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: pricingKeys.detail('discount-rules', id),
      queryFn: ({ signal }) => getDiscountRule(client, id, { signal }),
    }),
  shippingRegions: (client: OAuthStoreClient, paging: ListPaging) =>
    queryOptions({
      queryKey: pricingKeys.list('shipping-regions', paging),
      queryFn: ({ signal }) => listShippingRegions(client, paging, { signal }),
    }),
  shippingRegion: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: pricingKeys.detail('shipping-regions', id),
      queryFn: ({ signal }) => getShippingRegion(client, id, { signal }),
    }),
  taxRegions: (client: OAuthStoreClient, paging: ListPaging) =>
    queryOptions({
      queryKey: pricingKeys.list('tax-regions', paging),
      queryFn: ({ signal }) => listTaxRegions(client, paging, { signal }),
    }),
  taxRegion: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: pricingKeys.detail('tax-regions', id),
      queryFn: ({ signal }) => getTaxRegion(client, id, { signal }),
    }),
  taxSettings: (client: OAuthStoreClient) =>
    queryOptions({
      queryKey: [...pricingKeys.all, 'tax-settings'] as const,
      queryFn: ({ signal }) => getTaxSettings(client, { signal }),
    }),
};
