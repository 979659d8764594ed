// SQL for shipping regions: the region row keeps destinations and options as given; one destination row per
// country or subdivision is what lookups use and what keeps regions apart (its primary key).
import type {
  ShippingDestination,
  ShippingOptionDefinition,
  ShippingRegion,
  ShippingRegionInput,
} from '@cartwright/contracts';
import type { Db } from '../../../db/database.js';
import { deleteAdminRow, listAdminRows } from '../admin-tables.repository.js';
import { fullSubdivision } from '../places.js';
import type { ShippingRegionRow } from '../pricing.table.js';

export interface DestinationPlace {
  country: string;
  /** `US-CA`, or '' for the whole country. */
  subdivision: string;
}

/** Every place the destinations cover, one per country or subdivision, in the order given. */
export function destinationPlaces(destinations: readonly ShippingDestination[]): DestinationPlace[] {
  return destinations.flatMap(({ country, subdivisions }) =>
    subdivisions && subdivisions.length > 0
      ? subdivisions.map((s) => ({ country, subdivision: fullSubdivision(country, s) ?? s }))
      : [{ country, subdivision: '' }],
  );
}

export function rowToShippingRegion(row: ShippingRegionRow): ShippingRegion {
  return {
    id: row.id,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    name: row.name,
    destinations: row.destinations as ShippingDestination[],
    options: row.options as ShippingOptionDefinition[],
  };
}

/** The regions (other than `exceptId`) that already cover one of the places. */
export async function overlappingDestinations(
  db: Db,
  places: readonly DestinationPlace[],
  exceptId?: string,
): Promise<(DestinationPlace & { regionId: string })[]> {
  if (places.length === 0) return [];
  let query = db
    .selectFrom('shipping_region_destinations')
    .select(['country', 'subdivision', 'region_id as regionId'])
    .where((eb) =>
      eb.or(
        places.map((p) => eb.and([eb('country', '=', p.country), eb('subdivision', '=', p.subdivision)])),
      ),
    );
  if (exceptId !== undefined) query = query.where('region_id', '<>', exceptId);
  return query.orderBy('country').orderBy('subdivision').execute();
}

async function writeDestinations(
  db: Db,
  regionId: string,
  places: readonly DestinationPlace[],
): Promise<void> {
  await db.deleteFrom('shipping_region_destinations').where('region_id', '=', regionId).execute();
  await db
    .insertInto('shipping_region_destinations')
    .values(places.map((p) => ({ ...p, region_id: regionId })))
    .execute();
}

export async function insertShippingRegion(
  db: Db,
  region: { id: string; input: ShippingRegionInput; places: readonly DestinationPlace[]; now: Date },
): Promise<ShippingRegionRow> {
  const row = await db
    .insertInto('shipping_regions')
    .values({
      id: region.id,
      name: region.input.name,
      destinations: JSON.stringify(region.input.destinations),
      options: JSON.stringify(region.input.options),
      created_at: region.now,
      updated_at: region.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeDestinations(db, region.id, region.places);
  return row;
}

export async function updateShippingRegionRow(
  db: Db,
  region: { id: string; input: ShippingRegionInput; places: readonly DestinationPlace[]; now: Date },
): Promise<ShippingRegionRow | undefined> {
  const row = await db
    .updateTable('shipping_regions')
    .set({
      name: region.input.name,
      destinations: JSON.stringify(region.input.destinations),
      options: JSON.stringify(region.input.options),
      updated_at: region.now,
    })
    .where('id', '=', region.id)
    .returningAll()
    .executeTakeFirst();
  if (row) await writeDestinations(db, region.id, region.places);
  return row;
}

export async function findShippingRegion(db: Db, id: string): Promise<ShippingRegionRow | undefined> {
  return db.selectFrom('shipping_regions').selectAll().where('id', '=', id).executeTakeFirst();
}

export const listShippingRegions = (db: Db, limit: number, offset: number) =>
  listAdminRows(db, 'shipping_regions', limit, offset);

/** The region and its destination rows (on delete cascade). */
export const deleteShippingRegion = (db: Db, id: string) => deleteAdminRow(db, 'shipping_regions', id);
