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

type Read<Arg, Data> = (
  client: OAuthStoreClient,
  arg: Arg,
  options: { signal: AbortSignal },
) => Promise<Data>;

/** The queries of one page of an entity's list, each under its paging. */
const listQuery =
  <Data>(entity: string, list: Read<ListPaging, Data>) =>
  (client: OAuthStoreClient, paging: ListPaging) =>
    queryOptions({
      queryKey: pricingKeys.list(entity, paging),
      queryFn: ({ signal }) => list(client, paging, { signal }),
    });

/** The queries of one entity, by id. */
const detailQuery =
  <Data>(entity: string, get: Read<string, Data>) =>
  (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: pricingKeys.detail(entity, id),
      queryFn: ({ signal }) => get(client, id, { signal }),
    });

export const pricingQueries = {
  coupons: listQuery('coupons', listCoupons),
  coupon: detailQuery('coupons', getCoupon),
  discountRules: listQuery('discount-rules', listDiscountRules),
  discountRule: detailQuery('discount-rules', getDiscountRule),
  shippingRegions: listQuery('shipping-regions', listShippingRegions),
  shippingRegion: detailQuery('shipping-regions', getShippingRegion),
  taxRegions: listQuery('tax-regions', listTaxRegions),
  taxRegion: detailQuery('tax-regions', getTaxRegion),
  taxSettings: (client: OAuthStoreClient) =>
    queryOptions({
      queryKey: [...pricingKeys.all, 'tax-settings'] as const,
      queryFn: ({ signal }) => getTaxSettings(client, { signal }),
    }),
};
