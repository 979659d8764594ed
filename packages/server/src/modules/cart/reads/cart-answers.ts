// The cart's answers as JSON bytes through the HTTP read cache (route layer: the cart routes call these,
// services never do). C1 is kept until the cart is written or the store data its lines are priced with
// changes; a C8 estimate is kept per cart and request until the same, or until the next instant at which a
// discount rule or a coupon starts or ends. Either only while this instance wrote the cart last (it hears
// of later writes then).
import type { EstimateTotalsRequest } from '@cartwright/contracts';
import type { CartCaller } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { Expiring, Unkept } from '../../../http/read-cache.js';
import { ownedCartNotFound } from '../cart.errors.js';
import type { CartRequestContext } from '../cart.service.js';
import { cartScope, ownerOf } from '../cart-owner.js';
import { estimateTotals } from '../totals/estimate-totals.js';
import type { CartDeps } from '../writes/cart-write.js';
import { findCartByOwner } from './cart.repository.js';
import { lookUpCart, resolveCart } from './cart-view.js';

/** C8 as the JSON answer. */
export async function estimateCurrentCartTotalsJson(
  deps: CartDeps & Pick<AppDeps, 'pricingBoundaries'>,
  caller: CartCaller,
  request: EstimateTotalsRequest,
  ctx: { baseUrl: string },
): Promise<Uint8Array<ArrayBuffer>> {
  const owner = ownerOf(caller);
  const scope = cartScope(owner);
  return deps.readCache.json(
    `${scope}|estimate|${ctx.baseUrl}|${JSON.stringify(request)}`,
    async () => {
      // Read before the estimate's own clock: a boundary passed in between ends the answer at once.
      const now = deps.clock();
      const [stored, next] = await Promise.all([
        findCartByOwner(deps.db, owner),
        deps.pricingBoundaries.nextAfter(deps.db, now),
      ]);
      if (!stored) throw ownedCartNotFound();
      const answer = await estimateTotals(deps, stored, request, ctx);
      if (!deps.cartSnapshots.writtenHere(stored)) return new Unkept(answer);
      return next ? new Expiring(answer, next) : answer;
    },
    scope,
  );
}

/**
 * C1 as the JSON answer, through the read cache: kept until the cart is written (its scope) or the store
 * data its lines are priced with changes, and only while this instance wrote the cart last (it hears of
 * every later write then).
 */
export async function getCurrentCartJson(
  deps: CartDeps,
  caller: CartCaller,
  ctx: CartRequestContext,
): Promise<Uint8Array<ArrayBuffer>> {
  const owner = ownerOf(caller);
  const scope = cartScope(owner);
  return deps.readCache.json(
    `${scope}|${ctx.baseUrl}`,
    async () => {
      const stored = await findCartByOwner(deps.db, owner);
      if (!stored) throw ownedCartNotFound();
      const { answers, settings } = await lookUpCart(deps, stored, ctx.baseUrl);
      const answer = { cart: resolveCart(stored, answers, settings).cart };
      return deps.cartSnapshots.writtenHere(stored) ? answer : new Unkept(answer);
    },
    scope,
  );
}
