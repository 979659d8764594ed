// C8 as the JSON answer, through the read cache: an estimate is kept per cart and request until the cart is
// written, the store data changes, or the time reaches the next instant at which a discount rule or a
// coupon starts or ends; and only while this instance wrote the cart last (it hears of later writes then).
import type { EstimateTotalsRequest } from '@cartwright/contracts';
import { Expiring, Unkept } from '../../http/read-cache.js';
import type { PricingBoundaries } from '../pricing/pricing-boundaries.js';
import { ownedCartNotFound } from './cart.errors.js';
import { findCartByOwner } from './cart.repository.js';
import { type CartCaller, cartScope, ownerOf } from './cart-owner.js';
import type { CartDeps } from './cart-write.js';
import { estimateTotals } from './estimate-totals.js';

export async function estimateCurrentCartTotalsJson(
  deps: CartDeps & { pricingBoundaries: PricingBoundaries },
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
