// Shipping region administration (`/cartwright/v1/shipping-regions`). Regions never overlap: a country (without
// subdivisions) or a subdivision belongs to one region at most; a subdivision may sit in another region than
// its whole country, and then wins for addresses in it.
import { randomUUID } from 'node:crypto';
import type { ListShippingRegionsResponse, ShippingRegion, ShippingRegionInput } from '@cartwright/contracts';
import type { AdminCaller } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { isUniqueViolation, type ListPage, pageMetadata, pageOf } from '../admin-paging.js';
import { checkShippingRegionInput } from '../input-rules.js';
import { shippingRegionNotFound, shippingRegionOverlap } from '../pricing.errors.js';
import { appendShippingOptionEvents } from '../pricing-events.js';
import {
  type DestinationPlace,
  deleteShippingRegion as deleteShippingRegionRow,
  destinationPlaces,
  findShippingRegion,
  insertShippingRegion,
  listShippingRegions as listShippingRegionRows,
  overlappingDestinations,
  rowToShippingRegion,
  updateShippingRegionRow,
} from './shipping-regions.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Runs a region write; a place another region covers is 409 SHIPPING_REGION_OVERLAP, whether found before
 * writing or by the destinations' primary key when two admins save at the same moment.
 */
async function writeRegion(
  deps: Deps,
  places: DestinationPlace[],
  selfId: string | undefined,
  write: (db: Deps['db']) => Promise<ShippingRegion | undefined>,
): Promise<ShippingRegion | undefined> {
  const overlap = async () => (await overlappingDestinations(deps.db, places, selfId))[0];
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const taken = (await overlappingDestinations(trx, places, selfId))[0];
      if (taken) throw shippingRegionOverlap(taken);
      return write(trx);
    });
  } catch (error) {
    const taken = isUniqueViolation(error) ? await overlap() : undefined;
    if (taken) throw shippingRegionOverlap(taken);
    throw error;
  }
}

/**
 * Creates a region with its options.
 * @example await createShippingRegion(deps, { name: 'US', destinations: [{ country: 'US' }], options: [{ code: 'standard', title: 'Standard', rate: '5' }] })
 */
export async function createShippingRegion(
  deps: Deps,
  input: ShippingRegionInput,
  caller?: AdminCaller,
): Promise<ShippingRegion> {
  checkShippingRegionInput(input);
  const places = destinationPlaces(input.destinations);
  const region = await writeRegion(deps, places, undefined, async (db) => {
    const created = rowToShippingRegion(
      await insertShippingRegion(db, { id: randomUUID(), input, places, now: deps.clock() }),
    );
    await appendShippingOptionEvents(db, deps.clock, caller, undefined, created);
    return created;
  });
  return region!;
}

/** Replaces the whole region: name, destinations and options. */
export async function updateShippingRegion(
  deps: Deps,
  id: string,
  input: ShippingRegionInput,
  caller?: AdminCaller,
): Promise<ShippingRegion> {
  checkShippingRegionInput(input);
  const places = destinationPlaces(input.destinations);
  const region = await writeRegion(deps, places, id, async (db) => {
    const before = await findShippingRegion(db, id);
    const row = before && (await updateShippingRegionRow(db, { id, input, places, now: deps.clock() }));
    if (!before || !row) return undefined;
    const updated = rowToShippingRegion(row);
    await appendShippingOptionEvents(db, deps.clock, caller, rowToShippingRegion(before), updated);
    return updated;
  });
  if (!region) throw shippingRegionNotFound(id);
  return region;
}

export async function getShippingRegion(deps: Deps, id: string): Promise<ShippingRegion> {
  const row = await findShippingRegion(deps.db, id);
  if (!row) throw shippingRegionNotFound(id);
  return rowToShippingRegion(row);
}

/** Oldest first. */
export async function listShippingRegions(deps: Deps, query: ListPage): Promise<ListShippingRegionsResponse> {
  const { limit, offset } = pageOf(query);
  const { rows, total } = await listShippingRegionRows(deps.db, limit, offset);
  return {
    shippingRegions: rows.map(rowToShippingRegion),
    metadata: pageMetadata(rows.length, offset, total),
  };
}

export async function deleteShippingRegion(deps: Deps, id: string, caller?: AdminCaller): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await findShippingRegion(trx, id);
    if (!before || !(await deleteShippingRegionRow(trx, id))) throw shippingRegionNotFound(id);
    await appendShippingOptionEvents(trx, deps.clock, caller, rowToShippingRegion(before), undefined);
  });
}
