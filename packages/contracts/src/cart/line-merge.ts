// The line-merge rule: a catalog item added to a cart that already holds the same product, variant and custom
// text adds to that line's quantity instead of making a new line. The server applies it to every add, and a
// client's optimistic cart applies it to predict the server's answer, so both use this one definition.
import { canonicalJson } from '../wire/canonical-json.js';
import type { CatalogReference } from './line-item.js';

/** What decides whether two catalog adds are one line. */
export interface LineIdentity {
  productId: string;
  /** The variant: its id once the server has resolved it, else as the reference names it (see `referenceLineIdentity`). */
  variant: string;
  customTextFields?: Readonly<Record<string, string>> | undefined;
}

/**
 * The key two adds share exactly when they are one line: `productId:variant:customText`, the custom text as
 * canonical JSON (so key order does not matter) passed through `digest`, which a store may use to keep stored keys
 * short; empty without custom text.
 * @example lineMergeKey({ productId: 'p-1', variant: 'v-2' }) // 'p-1:v-2:'
 */
export function lineMergeKey(
  identity: LineIdentity,
  digest: (text: string) => string = (text) => text,
): string {
  const text = identity.customTextFields ?? {};
  const textKey = Object.keys(text).length === 0 ? '' : digest(canonicalJson(text));
  return `${identity.productId}:${identity.variant}:${textKey}`;
}

/**
 * The identity a catalog reference gives before the server resolves it: the variant by id when the reference names
 * one, else by its option choices, else none. References with equal identities always land on one line; a
 * reference by choices and one by id of the same variant do too, which only the server can tell.
 * @example lineMergeKey(referenceLineIdentity({ appId, catalogItemId: 'p-1', options: { options: { Size: 'M' } } }))
 */
export function referenceLineIdentity(reference: CatalogReference): LineIdentity {
  const { variantId, options: choices, customTextFields } = reference.options ?? {};
  // The `options:` prefix keeps choices apart from any variant id; empty choices name no variant, as on the server.
  const byChoices = choices && Object.keys(choices).length > 0 ? `options:${canonicalJson(choices)}` : '';
  return { productId: reference.catalogItemId, variant: variantId ?? byChoices, customTextFields };
}
