// C2's field mask: which of an update's fields apply. Without a mask every field given applies; with one,
// only the named fields apply, and a named field the body leaves out is cleared.
import {
  CART_UPDATE_MASK_PATHS,
  type CartUpdateMaskPath,
  type UpdateCurrentCartRequest,
} from '@cartwright/contracts';
import { invalidField } from '../../../errors/app-error.js';

/** The mask's paths; `cartInfo.` prefixes are accepted. Unknown paths are a validation error. */
function maskPaths(mask: UpdateCurrentCartRequest['cartFieldmask']): Set<CartUpdateMaskPath> | undefined {
  if (mask === undefined) return undefined;
  const raw = typeof mask === 'string' ? mask.split(',') : mask.paths;
  const paths = raw.map((p) => p.trim().replace(/^cartInfo\./, '')).filter((p) => p !== '');
  const unknown = paths.filter((p) => !(CART_UPDATE_MASK_PATHS as readonly string[]).includes(p));
  if (unknown.length > 0) {
    throw invalidField(
      'cartFieldmask',
      `names unknown fields: ${unknown.join(', ')}; known are ${CART_UPDATE_MASK_PATHS.join(', ')}`,
      'VALIDATION',
    );
  }
  return new Set(paths as CartUpdateMaskPath[]);
}

/**
 * Whether the update sets (or, masked, clears) each field; unknown mask paths are a validation error.
 * @example fieldsThatApply({ cartFieldmask: 'buyerNote', cartInfo: {} })('buyerNote') // true: cleared
 */
export function fieldsThatApply(body: UpdateCurrentCartRequest): (path: CartUpdateMaskPath) => boolean {
  const mask = maskPaths(body.cartFieldmask);
  const info = body.cartInfo ?? {};
  const given: Record<CartUpdateMaskPath, boolean> = {
    buyerNote: info.buyerNote !== undefined,
    buyerInfo: info.buyerInfo !== undefined,
    contactInfo: info.contactInfo !== undefined,
    selectedShippingOption: info.selectedShippingOption !== undefined,
    businessLocationId: info.businessLocationId !== undefined,
    couponCode: body.couponCode !== undefined,
    lineItems: body.lineItems !== undefined,
    customLineItems: body.customLineItems !== undefined,
    merchantDiscounts: body.merchantDiscounts !== undefined,
  };
  return (path) => (mask ? mask.has(path) : given[path]);
}
