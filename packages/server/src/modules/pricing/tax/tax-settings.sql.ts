// The tax setting as a typed SQL fragment, for statements of other modules that read it with their own rows.
import { type RawBuilder, sql } from 'kysely';

/** Whether catalog prices include tax, with the default of `findTaxSettings` (false before it is saved). */
export const taxIncludedInPricesSql = (): RawBuilder<boolean> =>
  sql<boolean>`coalesce((select t.tax_included_in_prices from tax_settings t where t.id = 1), false)`;
