// SQL for tax regions (one per country or subdivision: the unique key) and the single-row tax settings.
import type { TaxRate, TaxRegion, TaxRegionInput, TaxSettings } from '@cartwright/contracts';
import type { Db } from '../../../db/database.js';
import { deleteAdminRow, listAdminRows } from '../admin-tables.repository.js';
import type { TaxRegionRow } from '../pricing.table.js';
import type { DestinationPlace } from '../shipping/shipping-regions.repository.js';

export function rowToTaxRegion(row: TaxRegionRow): TaxRegion {
  return {
    id: row.id,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    name: row.name,
    country: row.country,
    ...(row.subdivision === '' ? {} : { subdivision: row.subdivision }),
    taxShipping: row.tax_shipping,
    rates: row.rates as TaxRate[],
  };
}

/** The columns an admin's input sets; `subdivision` already in its full `US-CA` form ('' for none). */
function columns(input: TaxRegionInput, subdivision: string) {
  return {
    name: input.name,
    country: input.country,
    subdivision,
    tax_shipping: input.taxShipping,
    rates: JSON.stringify(input.rates),
  };
}

export async function insertTaxRegion(
  db: Db,
  region: { id: string; input: TaxRegionInput; subdivision: string; now: Date },
): Promise<TaxRegionRow> {
  return db
    .insertInto('tax_regions')
    .values({
      id: region.id,
      ...columns(region.input, region.subdivision),
      created_at: region.now,
      updated_at: region.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTaxRegionRow(
  db: Db,
  region: { id: string; input: TaxRegionInput; subdivision: string; now: Date },
): Promise<TaxRegionRow | undefined> {
  return db
    .updateTable('tax_regions')
    .set({ ...columns(region.input, region.subdivision), updated_at: region.now })
    .where('id', '=', region.id)
    .returningAll()
    .executeTakeFirst();
}

export async function findTaxRegion(db: Db, id: string): Promise<TaxRegionRow | undefined> {
  return db.selectFrom('tax_regions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The region of exactly this place (for naming the one a new region would duplicate). */
export async function findTaxRegionAt(db: Db, place: DestinationPlace): Promise<TaxRegionRow | undefined> {
  return db
    .selectFrom('tax_regions')
    .selectAll()
    .where('country', '=', place.country)
    .where('subdivision', '=', place.subdivision)
    .executeTakeFirst();
}

/** The region that taxes an address in this place: its subdivision's, else its country's. */
export async function findTaxRegionFor(db: Db, place: DestinationPlace): Promise<TaxRegionRow | undefined> {
  return db
    .selectFrom('tax_regions')
    .selectAll()
    .where('country', '=', place.country)
    .where('subdivision', 'in', [place.subdivision, ''])
    .orderBy('subdivision', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export const listTaxRegions = (db: Db, limit: number, offset: number) =>
  listAdminRows(db, 'tax_regions', limit, offset);

export const deleteTaxRegion = (db: Db, id: string) => deleteAdminRow(db, 'tax_regions', id);

/** The saved settings; prices exclude tax until an admin says otherwise. */
export async function findTaxSettings(db: Db): Promise<TaxSettings> {
  const row = await db
    .selectFrom('tax_settings')
    .select('tax_included_in_prices')
    .where('id', '=', 1)
    .executeTakeFirst();
  return { taxIncludedInPrices: row?.tax_included_in_prices ?? false };
}

export async function saveTaxSettings(db: Db, settings: TaxSettings, now: Date): Promise<void> {
  await db
    .insertInto('tax_settings')
    .values({ id: 1, tax_included_in_prices: settings.taxIncludedInPrices, updated_at: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ tax_included_in_prices: settings.taxIncludedInPrices, updated_at: now }),
    )
    .execute();
}
