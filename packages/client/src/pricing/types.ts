// Client-side types of the store-admin pricing calls, derived from the contracts.
import type { ListRequest } from '@cartwright/contracts';

/** Which page of a list to get: `limit` 1–100 (default 50), `offset` from 0. */
export type ListPaging = ListRequest;
