// Back-in-stock requests: a shopper asks for an out-of-stock product or variant (one open request per e-mail
// and item), the admin lists and counts them. Notification is back-in-stock-notify.ts.
import { randomUUID } from 'node:crypto';
import {
  BACK_IN_STOCK_ENTITY_FQDN,
  type BackInStockCountsResponse,
  type BackInStockRequest,
  type CreateBackInStockRequestRequest,
  type ListBackInStockRequestsQuery,
  type ListBackInStockRequestsResponse,
  MAX_OPEN_BACK_IN_STOCK_REQUESTS,
  STORE_CATALOG_APP_ID,
} from '@cartwright/contracts';
import type { Caller } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import { isUuid } from '../../lib/secrets.js';
import { actorIdentity, appendDomainEvent } from '../events/index.js';
import { type CatalogItem, findCatalogItems } from '../products/index.js';
import { alreadyRequested, itemInStock, itemNotFound, tooManyOpen } from './back-in-stock.errors.js';
import {
  countByProduct,
  countOpenByRequester,
  insertRequest,
  selectRequests,
} from './back-in-stock.repository.js';
import { toBackInStockRequest } from './back-in-stock-wire.js';

type Requester = Exclude<Caller, { kind: 'anonymous' }>;

const requesterOf = (caller: Requester) =>
  caller.kind === 'visitor'
    ? { kind: 'visitor', id: caller.visitorId }
    : caller.kind === 'member'
      ? { kind: 'member', id: caller.memberId }
      : { kind: 'admin', id: caller.userId };

export const itemNameOf = (item: CatalogItem): string =>
  item.chosenOptions.length === 0
    ? item.name
    : `${item.name} (${item.chosenOptions.map((o) => `${o.name}: ${o.description}`).join(', ')})`;

/**
 * Records that `email` wants to hear when the product or variant is back. Refused for an item in stock (409),
 * a second open request of the same e-mail for the same item (409), and an item shoppers cannot see (404).
 * @example await createBackInStockRequest(deps, caller, { catalogReference: { catalogItemId }, email })
 */
export async function createBackInStockRequest(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Requester,
  input: CreateBackInStockRequestRequest,
): Promise<BackInStockRequest> {
  const ref = input.catalogReference;
  if (ref.appId !== undefined && ref.appId !== STORE_CATALOG_APP_ID) {
    throw invalidField('catalogReference.appId', 'names no catalog of this store', 'VALIDATION');
  }
  if (!isUuid(ref.catalogItemId)) throw itemNotFound(ref.catalogItemId);
  const { lookups } = await findCatalogItems(deps.db, [
    {
      productId: ref.catalogItemId,
      ...(ref.options?.variantId !== undefined ? { variantId: ref.options.variantId } : {}),
      ...(ref.options?.options !== undefined ? { choices: ref.options.options } : {}),
    },
  ]);
  const lookup = lookups[0]!;
  if (!lookup.found && lookup.missing === 'product') throw itemNotFound(ref.catalogItemId);
  if (!lookup.found) {
    throw invalidField(
      'catalogReference.options',
      'names no variant of this product (a product with options needs a variantId or its options)',
      'VALIDATION',
    );
  }
  const item = lookup.item;
  if (caller.kind !== 'admin' && !(item.productVisible && item.variantVisible)) {
    throw itemNotFound(ref.catalogItemId);
  }
  if (item.inStock) throw itemInStock();
  const requester = requesterOf(caller);
  // Shoppers only: an admin's tooling may sign up as many as it is asked to.
  if (
    caller.kind !== 'admin' &&
    (await countOpenByRequester(deps.db, requester)) >= MAX_OPEN_BACK_IN_STOCK_REQUESTS
  ) {
    throw tooManyOpen();
  }
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const row = await insertRequest(trx, {
      id: randomUUID(),
      product_id: item.productId,
      variant_id: item.variantId,
      email: input.email.trim().toLowerCase(),
      status: 'RECEIVED',
      product_name: item.name,
      item_name: itemNameOf(item),
      requester_kind: requester.kind,
      requester_id: requester.id,
      created_at: now,
      updated_at: now,
    });
    if (!row) throw alreadyRequested();
    const request = toBackInStockRequest(row);
    await appendDomainEvent(trx, deps.clock, {
      entityFqdn: BACK_IN_STOCK_ENTITY_FQDN,
      slug: 'created',
      entityId: request.id,
      identity: actorIdentity(caller),
      body: { createdEvent: { entity: request } },
    });
    return request;
  });
}

/** Requests, newest first, by status and product. */
export async function listBackInStockRequests(
  deps: Pick<AppDeps, 'db'>,
  query: ListBackInStockRequestsQuery,
): Promise<ListBackInStockRequestsResponse> {
  const limit = query.limit ?? 50;
  const offset = query.offset ?? 0;
  // A product id that is no uuid names no product: nothing to list, and no uuid cast to fail.
  if (query.productId !== undefined && !isUuid(query.productId)) {
    return { requests: [], pagingMetadata: { count: 0, offset, total: 0 } };
  }
  const { rows, total } = await selectRequests(deps.db, {
    ...(query.status ? { status: query.status } : {}),
    ...(query.productId ? { productId: query.productId } : {}),
    limit,
    offset,
  });
  return { requests: rows.map(toBackInStockRequest), pagingMetadata: { count: rows.length, offset, total } };
}

/** The 200 products with the most waiting requests, with their counts by status. */
export async function countBackInStockRequests(
  deps: Pick<AppDeps, 'db'>,
): Promise<BackInStockCountsResponse> {
  const rows = await countByProduct(deps.db, 200);
  return {
    products: rows.map((row) => ({
      productId: row.product_id,
      productName: row.product_name,
      received: Number(row.received),
      processing: Number(row.processing),
      notificationSent: Number(row.notification_sent),
      failed: Number(row.failed),
    })),
  };
}
