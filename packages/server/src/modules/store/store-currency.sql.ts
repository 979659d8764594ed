// The store currency as typed SQL fragments, for statements of other modules that read it with their own rows
// (one statement, and the subquery runs once per statement as an init plan).
import { type RawBuilder, sql } from 'kysely';

/** The saved currency, null before the store is set up. */
export const savedStoreCurrencySql = (): RawBuilder<string | null> =>
  sql<string | null>`(select s.currency from store_settings s where s.id = 1)`;

/** The currency `getStoreCurrency` answers: the saved one, else USD. */
export const storeCurrencySql = (): RawBuilder<string> =>
  sql<string>`coalesce(${savedStoreCurrencySql()}, 'USD')`;
