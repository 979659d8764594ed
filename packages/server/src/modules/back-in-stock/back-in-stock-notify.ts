// The notifier: for every item with confirmed waiting requests it asks the catalog whether the item is back; if
// so its requests go RECEIVED → PROCESSING (claimed, committed) → NOTIFICATION_SENT with the e-mail queued in the
// same transaction, or FAILED when the item left the catalog. Requests nobody confirmed in time are closed
// (FAILED). Several instances may run it: a claim is a conditional update, and a request another worker
// claimed is finished by that worker only.
import { BACK_IN_STOCK_ENTITY_FQDN } from '@cartwright/contracts';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { sendEmail } from '../email/index.js';
import { appendDomainEvent } from '../events/index.js';
import { type CatalogLookup, findCatalogItems } from '../products/index.js';
import {
  claimWaiting,
  failUnconfirmedBefore,
  finishRequest,
  selectWaitingItems,
  type WaitingItem,
} from './back-in-stock.repository.js';
import type { BackInStockRequestRow } from './back-in-stock.table.js';
import { backInStockEmail, productPageUrl, toBackInStockRequest } from './back-in-stock-wire.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>;

/** A claim older than this was left by a worker that stopped; another takes it over. */
const CLAIM_LEASE_MS = 5 * 60_000;
const ITEMS_PER_RUN = 500;
const STORE_IDENTITY = { identityType: 'UNKNOWN' } as const;
const GONE = 'The product or variant is no longer in the catalog';
const UNCONFIRMED = 'The e-mail address did not confirm the request in time';

export interface Notified {
  notified: number;
  failed: number;
}

async function appendUpdated(db: Db, deps: Deps, row: BackInStockRequestRow): Promise<void> {
  const request = toBackInStockRequest(row);
  await appendDomainEvent(db, deps.clock, {
    entityFqdn: BACK_IN_STOCK_ENTITY_FQDN,
    slug: 'updated',
    entityId: row.id,
    identity: STORE_IDENTITY,
    body: {
      updatedEvent: {
        currentEntity: request,
        modifiedFields: {
          status: request.status,
          ...(request.failureReason ? { failureReason: request.failureReason } : {}),
        },
      },
    },
  });
}

async function claim(deps: Deps, item: WaitingItem, staleBefore: Date): Promise<BackInStockRequestRow[]> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await claimWaiting(trx, item, { to: 'PROCESSING', at: deps.clock(), staleBefore });
    for (const row of rows) await appendUpdated(trx, deps, row);
    return rows;
  });
}

async function failItem(deps: Deps, item: WaitingItem, staleBefore: Date): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await claimWaiting(trx, item, {
      to: 'FAILED',
      at: deps.clock(),
      staleBefore,
      failureReason: GONE,
    });
    for (const row of rows) await appendUpdated(trx, deps, row);
    return rows.length;
  });
}

/** Queues one request's e-mail and marks it sent, in one transaction; false when another worker finished it. */
async function notify(deps: Deps, claimed: BackInStockRequestRow, link: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const done = await finishRequest(trx, claimed.id, claimed.updated_at, {
      to: 'NOTIFICATION_SENT',
      at: deps.clock(),
    });
    if (!done) return false;
    await sendEmail(deps, trx, backInStockEmail(done, link));
    await appendUpdated(trx, deps, done);
    return true;
  });
}

const isBack = (lookup: CatalogLookup) =>
  lookup.found && lookup.item.inStock && lookup.item.productVisible && lookup.item.variantVisible;

/** Closes the requests whose confirmation link expired unused, so their address may be asked for again. */
async function failUnconfirmed(deps: Deps): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await failUnconfirmedBefore(trx, deps.clock(), UNCONFIRMED);
    for (const row of rows) await appendUpdated(trx, deps, row);
    return rows.length;
  });
}

/**
 * One pass over the items with waiting requests; the housekeeping timer and every catalog change run it.
 * @example const { notified, failed } = await notifyBackInStock(deps)
 */
export async function notifyBackInStock(deps: Deps): Promise<Notified> {
  const expired = await failUnconfirmed(deps);
  const staleBefore = new Date(deps.clock().getTime() - CLAIM_LEASE_MS);
  const items = await selectWaitingItems(deps.db, staleBefore, ITEMS_PER_RUN);
  if (items.length === 0) return { notified: 0, failed: expired };
  const { lookups } = await findCatalogItems(
    deps.db,
    items.map((item) => ({ productId: item.product_id, variantId: item.variant_id })),
  );
  const result: Notified = { notified: 0, failed: expired };
  for (const [index, item] of items.entries()) {
    const lookup = lookups[index]!;
    if (!lookup.found) {
      result.failed += await failItem(deps, item, staleBefore);
      continue;
    }
    if (!isBack(lookup)) continue;
    const link = productPageUrl(deps.config.publicUrl, lookup.item.slug);
    for (const claimed of await claim(deps, item, staleBefore)) {
      if (await notify(deps, claimed, link)) result.notified += 1;
    }
  }
  return result;
}

/** Runs after a change, no more often than this: a burst of cart writes is one pass. */
const MIN_GAP_MS = 1_000;
const POLL_MS = 60_000;

/**
 * Runs the notifier when events are appended (stock changes append catalog events) and every minute, one
 * pass at a time. The timers do not keep the process alive.
 */
export function startBackInStockNotifier(
  deps: Deps,
  onAppended: (wake: () => void) => () => void,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let pending: NodeJS.Timeout | undefined;
  let stopped = false;
  let again = false;
  const run = () => {
    pending = undefined;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = notifyBackInStock(deps)
      .then(
        (done) => {
          if (done.notified + done.failed > 0) deps.logger.info(done, 'Back-in-stock requests handled');
        },
        (error: unknown) => deps.logger.warn({ err: error }, 'Back-in-stock notification failed'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const wake = () => {
    if (!stopped && !pending) pending = setTimeout(run, MIN_GAP_MS).unref();
  };
  const unsubscribe = onAppended(wake);
  const poll = setInterval(run, POLL_MS).unref();
  wake();
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(poll);
      clearTimeout(pending);
      await running;
    },
  };
}
