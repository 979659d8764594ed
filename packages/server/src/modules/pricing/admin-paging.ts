// Paging of the admin pricing lists: `?limit=&offset=`, answered with `{<entities>, metadata}`.
import { DEFAULT_PAGE_SIZE, type PagingMetadata } from '@cartwright/contracts';

export interface ListPage {
  limit?: number;
  offset?: number;
}

export const pageOf = (query: ListPage) => ({
  limit: query.limit ?? DEFAULT_PAGE_SIZE,
  offset: query.offset ?? 0,
});

export const pageMetadata = (count: number, offset: number, total: number): PagingMetadata => ({
  count,
  offset,
  total,
});

/** PostgreSQL's unique_violation, from either driver. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
