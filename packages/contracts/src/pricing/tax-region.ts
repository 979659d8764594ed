// Tax regions with manual rates, and the store's tax settings (store admin): `/cartwright/v1/tax-regions`,
// `/cartwright/v1/tax-settings`. An address in no region is taxed NO_TAX_COLLECTED.
import { type Static, Type } from '@sinclair/typebox';
import { COUNTRY_PATTERN, SUBDIVISION_PATTERN } from '../cart/address.js';
import { JURISDICTION_TYPES } from '../enums/tax.js';
import { MAX_TAX_RATES } from '../limits.js';
import { PagingMetadataSchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';
import { entityMetadata, entityName } from './fields.js';

export const TAX_REGIONS_PATH = '/cartwright/v1/tax-regions';
export const TAX_SETTINGS_PATH = '/cartwright/v1/tax-settings';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;

/** A rate in percent as a decimal string: `"7.25"`; 0 to 100, up to 4 fraction digits. */
export const TAX_RATE_PATTERN = '^(100|\\d{1,2}(\\.\\d{1,4})?)$';

export const TaxRateSchema = Type.Object(
  {
    jurisdictionType: literalUnion(JURISDICTION_TYPES),
    jurisdictionName: entityName,
    rate: Type.String({ pattern: TAX_RATE_PATTERN }),
  },
  closed,
);
export type TaxRate = Static<typeof TaxRateSchema>;

/**
 * The rates of one country, or of one subdivision (which then beats its country's region). Every rate applies:
 * a line is taxed at their sum. `taxShipping` taxes the shipping cost at the same rates.
 */
const taxRegionFields = {
  name: entityName,
  country: Type.String({ pattern: COUNTRY_PATTERN }),
  subdivision: opt(Type.String({ pattern: SUBDIVISION_PATTERN })),
  taxShipping: Type.Boolean(),
  rates: Type.Array(TaxRateSchema, { minItems: 1, maxItems: MAX_TAX_RATES }),
};

export const TaxRegionSchema = Type.Object({ ...entityMetadata, ...taxRegionFields });
export type TaxRegion = Static<typeof TaxRegionSchema>;

export const TaxRegionInputSchema = Type.Object(taxRegionFields, closed);
export type TaxRegionInput = Static<typeof TaxRegionInputSchema>;
/** Create, and `PUT /cartwright/v1/tax-regions/{id}` (the whole region). */
export const TaxRegionRequestSchema = Type.Object({ taxRegion: TaxRegionInputSchema });
export type TaxRegionRequest = Static<typeof TaxRegionRequestSchema>;
export const TaxRegionResponseSchema = Type.Object({ taxRegion: TaxRegionSchema });
export const ListTaxRegionsResponseSchema = Type.Object({
  taxRegions: Type.Array(TaxRegionSchema),
  metadata: PagingMetadataSchema,
});
export type ListTaxRegionsResponse = Static<typeof ListTaxRegionsResponseSchema>;

/** Store-wide: whether catalog prices already include tax (then tax is extracted, not added). */
export const TaxSettingsSchema = Type.Object({ taxIncludedInPrices: Type.Boolean() }, closed);
export type TaxSettings = Static<typeof TaxSettingsSchema>;
export const TaxSettingsRequestSchema = Type.Object({ taxSettings: TaxSettingsSchema });
export const TaxSettingsResponseSchema = Type.Object({ taxSettings: TaxSettingsSchema });
