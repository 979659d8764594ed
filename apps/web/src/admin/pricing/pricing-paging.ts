// Pricing lists are paged by offset and counted by the server: the paging of page n, and where a page sits.
import type { ListPaging, PagingMetadata } from '@cartwright/client/pricing';
import type { PageSpan } from '../../ui/entities/entity-list.js';

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
