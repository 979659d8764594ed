// C8 as the JSON answer, through the read cache: an estimate is kept per cart and request until the cart is
// written, the store data changes, or the time reaches the next instant at which a discount rule or a
// coupon starts or ends.
import type { EstimateTotalsRequest } from '@cartwright/contracts';
import { Expiring } from '../../http/read-cache.js';
import type { PricingBoundaries } from '../pricing/pricing-boundaries.js';
import { type CartCaller, cartScope, ownerOf } from './cart-view.js';
import type { CartDeps } from './cart-write.js';
import { estimateCurrentCartTotals } from './estimate-totals.js';

export async function estimateCurrentCartTotalsJson(
  deps: CartDeps & { pricingBoundaries: PricingBoundaries },
  caller: CartCaller,
  request: EstimateTotalsRequest,
  ctx: { baseUrl: string },
): Promise<Uint8Array<ArrayBuffer>> {
  const scope = cartScope(ownerOf(caller));
  return deps.readCache.json(
    `${scope}|estimate|${ctx.baseUrl}|${JSON.stringify(request)}`,
    async () => {
      // Read before the estimate's own clock: a boundary passed in between ends the answer at once.
      const now = deps.clock();
      const [answer, next] = await Promise.all([
        estimateCurrentCartTotals(deps, caller, request, ctx),
        deps.pricingBoundaries.nextAfter(deps.db, now),
      ]);
      return next ? new Expiring(answer, next) : answer;
    },
    scope,
  );
}
