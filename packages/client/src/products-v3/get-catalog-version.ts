// getCatalogVersion: which catalog the store runs (V3_CATALOG; V1 calls keep working on the same products).
import type { CatalogVersionResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'GET', path: '/stores/v3/provision/version' };

/**
 * `GET /stores/v3/provision/version`.
 *
 * @example
 * const { catalogVersion } = await getCatalogVersion(client); // 'V3_CATALOG'
 */
export function getCatalogVersion(
  client: StoreClient,
  options?: CallOptions,
): Promise<CatalogVersionResponse> {
  return callFixedPath(client, descriptor, undefined, options);
}
