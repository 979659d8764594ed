// Tax region and tax settings administration (`/cartwright/v1/tax-regions`, `/cartwright/v1/tax-settings`).
// One region per country and one per subdivision; the subdivision's wins for addresses in it.
import { randomUUID } from 'node:crypto';
import type { ListTaxRegionsResponse, TaxRegion, TaxRegionInput, TaxSettings } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { isUniqueViolation, type ListPage, pageMetadata, pageOf } from '../admin-paging.js';
import { checkTaxRegionInput } from '../input-rules.js';
import { fullSubdivision } from '../places.js';
import { taxRegionExists, taxRegionNotFound } from '../pricing.errors.js';
import {
  deleteTaxRegion as deleteTaxRegionRow,
  findTaxRegion,
  findTaxRegionAt,
  findTaxSettings,
  insertTaxRegion,
  listTaxRegions as listTaxRegionRows,
  rowToTaxRegion,
  saveTaxSettings,
  updateTaxRegionRow,
} from './tax.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const placeOf = (input: TaxRegionInput) => ({
  country: input.country,
  subdivision:
    input.subdivision === undefined ? '' : (fullSubdivision(input.country, input.subdivision) ?? ''),
});

/** Runs a region write; a place that already has a region is 409 TAX_REGION_ALREADY_EXISTS naming it. */
async function savingPlace<T>(deps: Deps, input: TaxRegionInput, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const place = placeOf(input);
    const holder = await findTaxRegionAt(deps.db, place);
    throw taxRegionExists({ ...place, ...(holder ? { regionId: holder.id } : {}) });
  }
}

/**
 * Creates the tax region of a country or subdivision.
 * @example await createTaxRegion(deps, { name: 'California', country: 'US', subdivision: 'CA', taxShipping: false, rates: [{ jurisdictionType: 'STATE', jurisdictionName: 'California', rate: '7.25' }] })
 */
export async function createTaxRegion(deps: Deps, input: TaxRegionInput): Promise<TaxRegion> {
  checkTaxRegionInput(input);
  const now = deps.clock();
  const row = await savingPlace(deps, input, () =>
    insertTaxRegion(deps.db, { id: randomUUID(), input, subdivision: placeOf(input).subdivision, now }),
  );
  return rowToTaxRegion(row);
}

/** Replaces the whole region (it may move to another place that has none). */
export async function updateTaxRegion(deps: Deps, id: string, input: TaxRegionInput): Promise<TaxRegion> {
  checkTaxRegionInput(input);
  const row = await savingPlace(deps, input, () =>
    updateTaxRegionRow(deps.db, { id, input, subdivision: placeOf(input).subdivision, now: deps.clock() }),
  );
  if (!row) throw taxRegionNotFound(id);
  return rowToTaxRegion(row);
}

export async function getTaxRegion(deps: Deps, id: string): Promise<TaxRegion> {
  const row = await findTaxRegion(deps.db, id);
  if (!row) throw taxRegionNotFound(id);
  return rowToTaxRegion(row);
}

/** Oldest first. */
export async function listTaxRegions(deps: Deps, query: ListPage): Promise<ListTaxRegionsResponse> {
  const { limit, offset } = pageOf(query);
  const { rows, total } = await listTaxRegionRows(deps.db, limit, offset);
  return { taxRegions: rows.map(rowToTaxRegion), metadata: pageMetadata(rows.length, offset, total) };
}

export async function deleteTaxRegion(deps: Deps, id: string): Promise<void> {
  if (!(await deleteTaxRegionRow(deps.db, id))) throw taxRegionNotFound(id);
}

export async function readTaxSettings(deps: Deps): Promise<TaxSettings> {
  return findTaxSettings(deps.db);
}

export async function updateTaxSettings(deps: Deps, settings: TaxSettings): Promise<TaxSettings> {
  await saveTaxSettings(deps.db, settings, deps.clock());
  return findTaxSettings(deps.db);
}
