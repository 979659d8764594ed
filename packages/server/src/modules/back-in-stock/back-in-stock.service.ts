// Back-in-stock requests: a shopper asks for an out-of-stock product or variant (one open request per e-mail
// and item) and its address confirms it by the link e-mailed to it; the admin lists and counts them.
// Notification is back-in-stock-notify.ts.
import { randomUUID } from 'node:crypto';
import {
  BACK_IN_STOCK_CONFIRMATION_TTL_DAYS,
  BACK_IN_STOCK_ENTITY_FQDN,
  BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR,
  BACK_IN_STOCK_REQUESTS_PER_EMAIL_HOUR,
  type BackInStockCountsResponse,
  type BackInStockRequest,
  type CreateBackInStockRequestRequest,
  type ListBackInStockRequestsQuery,
  type ListBackInStockRequestsResponse,
  MAX_OPEN_BACK_IN_STOCK_REQUESTS,
  STORE_CATALOG_APP_ID,
} from '@cartwright/contracts';
import type { Caller } from '../../caller.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import { isUuid, randomSecret, sha256Hex } from '../../lib/secrets.js';
import { countShopperEmail, sendEmail } from '../email/index.js';
import { actorIdentity, appendDomainEvent } from '../events/index.js';
import { findMemberById } from '../members/index.js';
import { type CatalogItem, findCatalogItems } from '../products/index.js';
import {
  alreadyRequested,
  BackInStockThrottled,
  confirmationExpired,
  confirmationInvalid,
  itemInStock,
  itemNotFound,
  tooManyOpen,
} from './back-in-stock.errors.js';
import {
  confirmOpenRequest,
  confirmRequest,
  countByProduct,
  countOpenByRequester,
  insertRequest,
  lockByConfirmationHash,
  selectRequests,
} from './back-in-stock.repository.js';
import type { BackInStockRequestRow } from './back-in-stock.table.js';
import {
  backInStockConfirmationEmail,
  confirmationPageUrl,
  toBackInStockRequest,
} from './back-in-stock-wire.js';

type Requester = Exclude<Caller, { kind: 'anonymous' }>;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>;

const CONFIRMATION_TTL_MS = BACK_IN_STOCK_CONFIRMATION_TTL_DAYS * 24 * 60 * 60_000;
const CAPS = {
  email: BACK_IN_STOCK_REQUESTS_PER_EMAIL_HOUR,
  address: BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR,
};

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
 * Whether the caller has shown the address is theirs: an admin's tooling is trusted, and a member's login
 * e-mail they verified is theirs. Anyone else's request waits for the address to confirm it.
 */
async function addressProven(db: Db, caller: Requester, email: string): Promise<boolean> {
  if (caller.kind === 'admin') return true;
  if (caller.kind !== 'member') return false;
  const member = await findMemberById({ db }, caller.memberId);
  return member?.loginEmailVerified === true && member.loginEmail.toLowerCase() === email;
}

async function appendUpdated(
  db: Db,
  deps: Pick<AppDeps, 'clock'>,
  caller: Caller,
  row: BackInStockRequestRow,
  modifiedFields: Record<string, unknown>,
): Promise<BackInStockRequest> {
  const request = toBackInStockRequest(row);
  await appendDomainEvent(db, deps.clock, {
    entityFqdn: BACK_IN_STOCK_ENTITY_FQDN,
    slug: 'updated',
    entityId: row.id,
    identity: actorIdentity(caller),
    body: { updatedEvent: { currentEntity: request, modifiedFields } },
  });
  return request;
}

/**
 * Records that `email` wants to hear when the product or variant is back. Unless the caller proved the address
 * theirs (a verified member's own, or an admin), the request is unconfirmed and its address gets one e-mail
 * with a confirmation link, capped per e-mail and per client address each hour (429 BACK_IN_STOCK_THROTTLED).
 * Refused for an item in stock (409), a second open request of the same e-mail for the same item (409), and
 * an item shoppers cannot see (404).
 * @example await createBackInStockRequest(deps, caller, { catalogReference: { catalogItemId }, email }, '203.0.113.7')
 */
export async function createBackInStockRequest(
  deps: Deps,
  caller: Requester,
  input: CreateBackInStockRequestRequest,
  clientAddress?: string,
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
  const email = input.email.trim().toLowerCase();
  const proven = await addressProven(deps.db, caller, email);
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    // The token lives only in the e-mail: the store keeps its hash, so a read of the database confirms nothing.
    const token = proven ? undefined : randomSecret();
    const row = await insertRequest(trx, {
      id: randomUUID(),
      product_id: item.productId,
      variant_id: item.variantId,
      email,
      status: 'RECEIVED',
      product_name: item.name,
      item_name: itemNameOf(item),
      requester_kind: requester.kind,
      requester_id: requester.id,
      created_at: now,
      updated_at: now,
      confirmed_at: proven ? now : null,
      confirmation_token_hash: token === undefined ? null : sha256Hex(token),
      confirmation_expires_at: token === undefined ? null : new Date(now.getTime() + CONFIRMATION_TTL_MS),
    });
    if (!row) {
      // The owner of the address asking again confirms what someone else asked for them.
      const mine = proven
        ? await confirmOpenRequest(trx, { email, productId: item.productId, variantId: item.variantId }, now)
        : undefined;
      if (!mine) throw alreadyRequested();
      return appendUpdated(trx, deps, caller, mine, { confirmed: true, confirmedDate: now.toISOString() });
    }
    if (token !== undefined) {
      // Counted only for a request taken (a repeat is a 409 above), and undone with it when refused.
      const verdict = await countShopperEmail(trx, now, {
        purpose: 'back-in-stock',
        email,
        address: clientAddress,
        caps: CAPS,
      });
      if (!verdict.allowed) throw new BackInStockThrottled(verdict.retryAfterSeconds);
      await sendEmail(
        deps,
        trx,
        backInStockConfirmationEmail(row, confirmationPageUrl(deps.config.publicUrl, token)),
      );
    }
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

/**
 * Confirms the request of a confirmation e-mail's token, so the store e-mails it when the item is back (the
 * notifier wakes on the event). A second confirmation answers the same. Refused with 404
 * BACK_IN_STOCK_CONFIRMATION_INVALID (no such token) and 410 BACK_IN_STOCK_CONFIRMATION_EXPIRED (the link is
 * older than BACK_IN_STOCK_CONFIRMATION_TTL_DAYS, or the request was closed meanwhile).
 * @example const request = await confirmBackInStockRequest(deps, caller, token)
 */
export async function confirmBackInStockRequest(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  token: string,
): Promise<BackInStockRequest> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockByConfirmationHash(trx, sha256Hex(token));
    if (!row) throw confirmationInvalid();
    if (row.confirmed_at !== null) return toBackInStockRequest(row);
    const now = deps.clock();
    if (row.status !== 'RECEIVED' || !row.confirmation_expires_at || row.confirmation_expires_at <= now) {
      throw confirmationExpired();
    }
    const confirmed = await confirmRequest(trx, row.id, now);
    if (!confirmed) throw confirmationInvalid();
    return appendUpdated(trx, deps, caller, confirmed, { confirmed: true, confirmedDate: now.toISOString() });
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
