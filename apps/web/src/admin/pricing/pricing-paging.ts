// Pricing lists are paged by offset and counted by the server: the paging of page n, and where a page sits.
import type { ListPaging, PagingMetadata } from '@cartwright/client/pricing';
import type { OAuthStoreClient } from '@cartwright/react';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ListKind, PageSpan } from '../../ui/entities/entity-list.js';
import type { PricingListKey } from './pricing-queries.js';

export const PRICING_PAGE_SIZE = 20;

/** Page `page` (from 1) as the list calls take it. */
export const pricingPaging = (page: number): ListPaging => ({
  limit: PRICING_PAGE_SIZE,
  offset: (page - 1) * PRICING_PAGE_SIZE,
});

export function pricingSpan({ offset, count, total }: PagingMetadata): PageSpan {
  const known = total ?? offset + count;
  return { hasNext: offset + count < known, pageCount: Math.max(1, Math.ceil(known / PRICING_PAGE_SIZE)) };
}

/**
 * The paging part of a pricing list's kind: page n read through `query`, the items of a page, and where it sits
 * (every pricing list answers the same paging metadata).
 */
export function pricingPages<Data extends { metadata: PagingMetadata }, Item extends { id?: string }>(
  query: (client: OAuthStoreClient, paging: ListPaging) => UseQueryOptions<Data, Error, Data, PricingListKey>,
  items: (data: Data) => Item[],
): Pick<ListKind<Data, Item, PricingListKey>, 'page' | 'items' | 'span'> {
  return {
    page: (client, page) => query(client, pricingPaging(page)),
    items,
    span: (data) => pricingSpan(data.metadata),
  };
}
