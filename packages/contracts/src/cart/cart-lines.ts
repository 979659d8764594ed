// `@cartwright/contracts/cart-lines`: the line-merge rule and the line limits, free of TypeBox for client bundles.
export {
  CUSTOM_TEXT_MAX_LENGTH,
  MAX_CART_LINE_ITEMS,
  MAX_LINE_ITEM_QUANTITY,
  MIN_LINE_ITEM_QUANTITY,
} from './line-limits.js';
export { type LineIdentity, lineMergeKey, referenceLineIdentity } from './line-merge.js';
