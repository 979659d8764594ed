// Sign-in: the cart a visitor filled before signing in joins the member's cart. Each line goes through the
// add-to-cart rules (merged by key, on sale, within the limits); a line those rules refuse stays out
// rather than failing the sign-in. The visitor's cart is then deleted, with its event.
import type { MemberCaller, VisitorCaller } from '../../../caller.js';
import { AppError, ValidationFailure } from '../../../errors/app-error.js';
import { ownerOf } from '../cart-owner.js';
import { findCartByOwner } from '../reads/cart.repository.js';
import { deleteCurrentCart } from '../writes/cart-delete.js';
import { type CartDeps, writeCurrentCart } from '../writes/cart-write.js';
import { addLines } from './add-lines.js';
import { catalogKey } from './line-items.js';

/**
 * Moves the visitor's catalog lines into the member's cart (created when absent) and deletes the visitor's
 * cart; answers how many lines went in. Nothing happens when the visitor has no cart.
 * @example await mergeVisitorCart(deps, visitorCaller, memberCaller, { baseUrl: deps.config.publicUrl })
 */
export async function mergeVisitorCart(
  deps: CartDeps,
  visitor: VisitorCaller,
  member: MemberCaller,
  ctx: { baseUrl: string },
): Promise<{ mergedLines: number }> {
  const stored = await findCartByOwner(deps.db, ownerOf(visitor));
  if (!stored) return { mergedLines: 0 };
  const items = stored.lines.flatMap((line) =>
    line.catalogReference && line.customItem === null
      ? [{ catalogReference: line.catalogReference, quantity: line.quantity }]
      : [],
  );
  let mergedLines = 0;
  if (items.length > 0) {
    await writeCurrentCart(
      deps,
      member,
      { create: true, baseUrl: ctx.baseUrl, newRefs: items.map((i) => catalogKey(i.catalogReference)) },
      (draft, write) => {
        items.forEach((item, i) => {
          const before = draft.lines.map((l) => ({ ...l }));
          try {
            addLines(draft, write, [item], [], [write.answers.extra[i]!]);
            mergedLines++;
          } catch (error) {
            if (!(error instanceof ValidationFailure)) throw error;
            draft.lines = before;
          }
        });
      },
      () => undefined,
    );
  }
  try {
    await deleteCurrentCart(deps, visitor, ctx);
  } catch (error) {
    // Deleted meanwhile (the visitor's own DELETE, or a second sign-in): nothing left to do.
    if (!(error instanceof AppError && error.status === 404)) throw error;
  }
  return { mergedLines };
}
