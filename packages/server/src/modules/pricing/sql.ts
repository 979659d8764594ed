// The pricing module's SQL face: typed fragments other modules' statements may embed. Kept apart from
// index.ts, whose services reach deps.ts, which builds the cart snapshots over the cart repository that
// embeds these: through index.ts that would be a cycle.
export { taxIncludedInPricesSql } from './tax/tax-settings.sql.js';
