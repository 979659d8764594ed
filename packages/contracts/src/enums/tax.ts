// Tax vocabularies (spec §3 "Enumerations", §8 tax reasons; wire.md §4.1).

export const TAX_RATE_TYPES = ['NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE'] as const;
export type TaxRateType = (typeof TAX_RATE_TYPES)[number];

/** UNDEFINED comes from wire.md §4.1 `JurisdictionType`. */
export const JURISDICTION_TYPES = ['UNDEFINED', 'COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL'] as const;
export type JurisdictionType = (typeof JURISDICTION_TYPES)[number];

/** Why a fallback rate was used instead of the automatic one. */
export const TAX_FALLBACK_REASONS = ['AUTO_TAX_FAILED', 'AUTO_TAX_DEACTIVATED'] as const;
export type TaxFallbackReason = (typeof TAX_FALLBACK_REASONS)[number];

/** Why a manual rate was used. */
export const MANUAL_TAX_REASONS = ['GLOBAL_SETTING_TO_MANUAL', 'REGION_SETTING_TO_MANUAL'] as const;
export type ManualTaxReason = (typeof MANUAL_TAX_REASONS)[number];
