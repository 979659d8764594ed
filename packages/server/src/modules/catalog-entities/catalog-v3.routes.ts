// Where every V3 entity family is mounted: its single calls and its bulk calls at the platform's paths.
import {
  BRANDS_V3_PATH,
  BULK_BRANDS_V3_PATH,
  BULK_CUSTOMIZATIONS_V3_PATH,
  BULK_INFO_SECTIONS_V3_PATH,
  BULK_RIBBONS_V3_PATH,
  CUSTOMIZATIONS_V3_PATH,
  INFO_SECTIONS_V3_PATH,
  RIBBONS_V3_PATH,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { BRANDS } from './brands/brands.family.js';
import {
  bulkCatalogEntityRoutes,
  catalogEntityReadRoutes,
  catalogEntityWriteRoutes,
} from './catalog-entities.routes.js';
import type { CatalogEntityUsage, EntityFamily } from './catalog-entity-family.js';
import { assignmentUsage } from './catalog-entity-usage.js';
import { customizationChoiceRoutes } from './customizations/customization-choices.routes.js';
import { CUSTOMIZATIONS } from './customizations/customizations.family.js';
import { INFO_SECTIONS } from './info-sections/info-sections.family.js';
import { RIBBONS } from './ribbons/ribbons.family.js';

const FAMILIES: [EntityFamily, string, string][] = [
  [BRANDS, BRANDS_V3_PATH, BULK_BRANDS_V3_PATH],
  [RIBBONS, RIBBONS_V3_PATH, BULK_RIBBONS_V3_PATH],
  [INFO_SECTIONS, INFO_SECTIONS_V3_PATH, BULK_INFO_SECTIONS_V3_PATH],
  [CUSTOMIZATIONS, CUSTOMIZATIONS_V3_PATH, BULK_CUSTOMIZATIONS_V3_PATH],
];

/** Path and sub-app of every V3 entity family's routes; `usage` tells which products use an entity. */
export function catalogV3EntityRoutes(
  deps: AppDeps,
  usage: CatalogEntityUsage = assignmentUsage,
): [string, Hono<AppEnv>][] {
  const choices: [string, Hono<AppEnv>] = [CUSTOMIZATIONS_V3_PATH, customizationChoiceRoutes(deps, usage)];
  return [
    choices,
    ...FAMILIES.flatMap(([family, path, bulkPath]) => [
      [path, catalogEntityReadRoutes(deps, family, usage)],
      [path, catalogEntityWriteRoutes(deps, family, usage)],
      [bulkPath, bulkCatalogEntityRoutes(deps, family, usage)],
    ]),
  ] as [string, Hono<AppEnv>][];
}
