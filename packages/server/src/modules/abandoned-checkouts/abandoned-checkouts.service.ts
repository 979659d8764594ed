// Abandoned checkouts: the detector the housekeeping job runs (a checkout not completed within the store's
// time becomes ABANDONED, with its event and, when the store wants it, one recovery e-mail whose link works in
// any browser, capped each hour per address and per client address), the completion step the order flow calls
// (ABANDONED → RECOVERED), the look-up of that link's token, the admin list and the settings.
import { randomUUID } from 'node:crypto';
import {
  ABANDONED_CHECKOUT_ENTITY_FQDN,
  type AbandonedCheckout,
  type AbandonedCheckoutSettings,
  CHECKOUT_RECOVERY_LINK_TTL_DAYS,
  type ListAbandonedCheckoutsQuery,
  type ListAbandonedCheckoutsResponse,
  type UpdateAbandonedCheckoutSettingsRequest,
} from '@cartwright/contracts';
import type { Caller } from '../../caller.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { randomSecret, sha256Hex } from '../../lib/secrets.js';
import { type CheckoutRecord, listCheckoutsCreatedBetween } from '../checkouts/index.js';
import { countShopperEmail, type ShopperEmailCaps, sendEmail } from '../email/index.js';
import { actorIdentity, appendDomainEvent } from '../events/index.js';
import { findMemberById } from '../members/index.js';
import { recoveryEmail, recoveryLinkUrl, toAbandonedCheckout } from './abandoned-checkout-wire.js';
import { recoveryLinkExpired, recoveryLinkInvalid } from './abandoned-checkouts.errors.js';
import {
  advanceScanMark,
  insertAbandoned,
  insertCompletionMarker,
  lockByCheckout,
  markRecovered,
  selectAbandoned,
  selectByRecoveryTokenHash,
  selectSettings,
  setRecoveryEmailSent,
  updateSettings,
} from './abandoned-checkouts.repository.js';
import type { AbandonedCheckoutSettingsRow, NewAbandonedCheckoutRow } from './abandoned-checkouts.table.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>;

const MINUTE = 60_000;
/** How far back the first scan of a store looks: older checkouts are history, not abandonment. */
const FIRST_SCAN_LOOKBACK_MS = 7 * 24 * 60 * MINUTE;
const RECOVERY_LINK_TTL_MS = CHECKOUT_RECOVERY_LINK_TTL_DAYS * 24 * 60 * MINUTE;
const BATCH = 200;
/** Checkouts one run looks at; the next run goes on from there. */
const MAX_PER_RUN = 5_000;
/** The detector's events name no caller: the store itself noticed. */
const STORE_IDENTITY = { identityType: 'UNKNOWN' } as const;
/**
 * Recovery e-mails an hour to one address, and about the checkouts of one client address: the address is
 * whatever a shopper typed, and visitor tokens are free. Past either, the checkout is still recorded, unmailed.
 */
export const RECOVERY_EMAIL_CAPS: ShopperEmailCaps = { email: 2, address: 20 };

const toSettings = (row: AbandonedCheckoutSettingsRow): AbandonedCheckoutSettings => ({
  abandonAfterMinutes: row.abandon_after_minutes,
  recoveryEmailEnabled: row.recovery_email_enabled,
});

/** The store's abandonment settings (defaults: 60 minutes, no recovery e-mail). */
export async function getAbandonedCheckoutSettings(
  deps: Pick<AppDeps, 'db'>,
): Promise<AbandonedCheckoutSettings> {
  return toSettings(await selectSettings(deps.db));
}

/**
 * Changes the given settings; a shorter time applies from the next detection run.
 * @example await updateAbandonedCheckoutSettings(deps, { recoveryEmailEnabled: true })
 */
export async function updateAbandonedCheckoutSettings(
  deps: Pick<AppDeps, 'db'>,
  patch: UpdateAbandonedCheckoutSettingsRequest,
): Promise<AbandonedCheckoutSettings> {
  return deps.db.transaction().execute(async (trx) => {
    await selectSettings(trx);
    await updateSettings(trx, {
      ...(patch.abandonAfterMinutes !== undefined
        ? { abandon_after_minutes: patch.abandonAfterMinutes }
        : {}),
      ...(patch.recoveryEmailEnabled !== undefined
        ? { recovery_email_enabled: patch.recoveryEmailEnabled }
        : {}),
    });
    return toSettings(await selectSettings(trx));
  });
}

/** Abandoned and recovered checkouts, newest abandoned first. */
export async function listAbandonedCheckouts(
  deps: Pick<AppDeps, 'db' | 'config'>,
  query: ListAbandonedCheckoutsQuery,
): Promise<ListAbandonedCheckoutsResponse> {
  const limit = query.limit ?? 50;
  const offset = query.offset ?? 0;
  const { rows, total } = await selectAbandoned(deps.db, {
    ...(query.status ? { status: query.status } : {}),
    limit,
    offset,
  });
  return {
    abandonedCheckouts: rows.map((row) => toAbandonedCheckout(row, deps.config.publicUrl)),
    pagingMetadata: { count: rows.length, offset, total },
  };
}

/** The address a buyer gave at checkout, else a signed-in buyer's account address. */
async function buyerEmail(db: Db, checkout: CheckoutRecord): Promise<string | null> {
  const given = checkout.snapshot.buyerInfo?.email;
  if (given) return given;
  if (checkout.owner.kind !== 'member') return null;
  return (await findMemberById({ db }, checkout.owner.id))?.loginEmail ?? null;
}

function abandonedRow(checkout: CheckoutRecord, email: string | null, now: Date): NewAbandonedCheckoutRow {
  const snapshot = checkout.snapshot;
  const units = (snapshot.lineItems ?? []).reduce((sum, line) => sum + (line.quantity ?? 0), 0);
  return {
    checkout_id: checkout.id,
    id: randomUUID(),
    status: 'ABANDONED',
    cart_id: checkout.cartId,
    owner_kind: checkout.owner.kind,
    owner_id: checkout.owner.id,
    buyer_email: email,
    currency: snapshot.currency ?? null,
    subtotal: snapshot.priceSummary?.subtotal?.amount ?? null,
    total: snapshot.priceSummary?.total?.amount ?? null,
    item_count: units,
    checkout_created_at: checkout.createdAt,
    abandoned_at: now,
    updated_at: now,
  };
}

/** Records one batch of checkouts past their time; answers how many became abandoned here. */
async function abandonBatch(deps: Deps, checkouts: CheckoutRecord[], emailBuyers: boolean): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const rows: NewAbandonedCheckoutRow[] = [];
    // A checkout the order flow marked completed is never abandoned, whether or not it left a marker here.
    for (const checkout of checkouts.filter((c) => c.snapshot.completed !== true)) {
      rows.push(abandonedRow(checkout, await buyerEmail(trx, checkout), now));
    }
    // Completed checkouts hold a marker row already, and a concurrent run's rows conflict too.
    const inserted = await insertAbandoned(trx, rows);
    const madeFrom = new Map(checkouts.map((c) => [c.id, c.clientAddress]));
    for (const row of inserted) {
      const entity = toAbandonedCheckout(row, deps.config.publicUrl);
      await appendDomainEvent(trx, deps.clock, {
        entityFqdn: ABANDONED_CHECKOUT_ENTITY_FQDN,
        slug: 'created',
        entityId: row.id,
        identity: STORE_IDENTITY,
        body: { createdEvent: { entity } },
      });
      if (emailBuyers && row.buyer_email) {
        const verdict = await countShopperEmail(trx, now, {
          purpose: 'checkout-recovery',
          email: row.buyer_email,
          address: madeFrom.get(row.checkout_id),
          caps: RECOVERY_EMAIL_CAPS,
        });
        if (!verdict.allowed) {
          deps.logger.info(
            { checkoutId: row.checkout_id },
            'Recovery e-mail not sent: its hourly cap is reached',
          );
          continue;
        }
        // The token lives only in the e-mail: the store keeps its hash, so a read of the database opens nothing.
        const token = randomSecret();
        const link = recoveryLinkUrl(deps.config.publicUrl, token);
        await sendEmail(deps, trx, recoveryEmail(row.buyer_email, entity, link));
        await setRecoveryEmailSent(trx, row.checkout_id, {
          at: now,
          tokenHash: sha256Hex(token),
          expiresAt: new Date(now.getTime() + RECOVERY_LINK_TTL_MS),
        });
      }
    }
    return inserted.length;
  });
}

/**
 * Finds the checkouts created more than the store's time ago that were neither completed nor recorded yet,
 * from where the last run stopped, and makes each an abandoned checkout. Safe on several instances at once:
 * each checkout is recorded (and e-mailed) once.
 * @example const abandoned = await detectAbandonedCheckouts(deps)
 */
export async function detectAbandonedCheckouts(deps: Deps): Promise<number> {
  const settings = await selectSettings(deps.db);
  const cutoff = new Date(deps.clock().getTime() - settings.abandon_after_minutes * MINUTE);
  const from = settings.scanned_until ?? new Date(cutoff.getTime() - FIRST_SCAN_LOOKBACK_MS);
  if (from >= cutoff) return 0;
  let abandoned = 0;
  let seen = 0;
  let after: { createdAt: Date; id: string } | undefined;
  while (seen < MAX_PER_RUN) {
    const batch = await listCheckoutsCreatedBetween(deps, {
      from,
      before: cutoff,
      ...(after ? { after } : {}),
      limit: BATCH,
    });
    if (batch.length === 0) break;
    abandoned += await abandonBatch(deps, batch, settings.recovery_email_enabled);
    seen += batch.length;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (batch.length < BATCH) break;
  }
  // A run cut short resumes at its last instant (the rows of that instant are skipped by their key then).
  await advanceScanMark(deps.db, seen >= MAX_PER_RUN && after ? after.createdAt : cutoff);
  return abandoned;
}

/**
 * The checkout a recovery e-mail's token opens. Refused with 404 CHECKOUT_RECOVERY_LINK_INVALID (no such token)
 * or 410 CHECKOUT_RECOVERY_LINK_EXPIRED (older than CHECKOUT_RECOVERY_LINK_TTL_DAYS). Whether the checkout is
 * still open, and who may take it, is the checkouts module's to say.
 * @example const checkoutId = await checkoutOfRecoveryToken({ db: trx, clock }, token)
 */
export async function checkoutOfRecoveryToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<string> {
  const row = await selectByRecoveryTokenHash(deps.db, sha256Hex(token));
  if (!row) throw recoveryLinkInvalid();
  if (!row.recovery_token_expires_at || row.recovery_token_expires_at <= deps.clock()) {
    throw recoveryLinkExpired();
  }
  return row.checkout_id;
}

/**
 * The completion step of a checkout, in the transaction that places its order: an abandoned checkout becomes
 * RECOVERED (and `wix.ecom.v1.abandoned_checkout_recovered` is appended); one never abandoned gets a marker so
 * the detector leaves it alone. Idempotent: a second call changes nothing and appends nothing.
 * @example await markCheckoutCompleted(deps, trx, caller, checkout.id)
 */
export async function markCheckoutCompleted(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  db: Db,
  caller: Caller,
  checkoutId: string,
): Promise<AbandonedCheckout | undefined> {
  const now = deps.clock();
  // Two rounds at most: a detector that inserts between our read and our insert is seen, locked, on the second.
  for (let round = 0; round < 2; round++) {
    const row = await lockByCheckout(db, checkoutId);
    if (row) {
      if (row.status !== 'ABANDONED') return undefined;
      const recovered = toAbandonedCheckout(await markRecovered(db, checkoutId, now), deps.config.publicUrl);
      await appendDomainEvent(db, deps.clock, {
        entityFqdn: ABANDONED_CHECKOUT_ENTITY_FQDN,
        slug: 'recovered',
        entityId: recovered.id,
        identity: actorIdentity(caller),
        body: { actionEvent: { body: { abandonedCheckout: recovered } } },
      });
      return recovered;
    }
    if (await insertCompletionMarker(db, { checkoutId, id: randomUUID(), at: now })) return undefined;
  }
  return undefined;
}
