// The platform's catalog versioning call (GetCatalogVersion): which catalog the store runs. Cartwright serves
// V1 and V3 from one set of rows, so it answers V3_CATALOG while every V1 path keeps answering.
import { type Static, Type } from '@sinclair/typebox';
import { CATALOG_VERSIONS } from '../../enums/catalog.js';
import { literalUnion } from '../../schema/literal-union.js';

/** GET: `{ catalogVersion }`. */
export const CATALOG_VERSION_PATH = '/stores/v3/provision/version';

export const CatalogVersionRequestSchema = Type.Object({}, { additionalProperties: false });

export const CatalogVersionResponseSchema = Type.Object({ catalogVersion: literalUnion(CATALOG_VERSIONS) });
export type CatalogVersionResponse = Static<typeof CatalogVersionResponseSchema>;
