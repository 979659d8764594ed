// The V3 entity families the entities table holds (its `kind` column).
export const CATALOG_V3_KINDS = ['brand', 'ribbon', 'info_section', 'customization'] as const;
export type CatalogV3Kind = (typeof CATALOG_V3_KINDS)[number];
