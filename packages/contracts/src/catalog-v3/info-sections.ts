// V3 info sections (`/stores/v3/info-sections`): a titled rich-text block (care, shipping, sizing) products
// show, found by its unique name.
import { type Static, Type } from '@sinclair/typebox';
import { v3EntityCalls } from './v3-entity-calls.js';

export const INFO_SECTIONS_V3_PATH = '/stores/v3/info-sections';
export const BULK_INFO_SECTIONS_V3_PATH = '/stores/v3/bulk/info-sections';
export const INFO_SECTION_UNIQUE_NAME_MAX_LENGTH = 100;
export const INFO_SECTION_TITLE_MAX_LENGTH = 50;
/** The HTML form of the description, as the platform limits it. */
export const INFO_SECTION_PLAIN_DESCRIPTION_MAX_LENGTH = 16_000;
/** The rich-content description as JSON text. */
export const INFO_SECTION_DESCRIPTION_MAX_BYTES = 100_000;
export const INFO_SECTION_REQUESTED_FIELDS = ['ASSIGNED_PRODUCTS_COUNT'] as const;

const opt = Type.Optional;

/** A rich-content document (Ricos): block nodes, each with its children and its type's data. */
export const RichContentSchema = Type.Object({
  nodes: Type.Array(Type.Record(Type.String(), Type.Unknown()), { maxItems: 1000 }),
  metadata: opt(Type.Record(Type.String(), Type.Unknown())),
  documentStyle: opt(Type.Record(Type.String(), Type.Unknown())),
});
export type RichContent = Static<typeof RichContentSchema>;

export const InfoSectionSchema = Type.Object({
  id: Type.String(),
  revision: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  uniqueName: Type.String(),
  title: Type.String(),
  description: RichContentSchema,
  plainDescription: Type.String(),
  assignedProductsCount: opt(Type.Integer()),
});
export type InfoSection = Static<typeof InfoSectionSchema>;

const uniqueName = Type.String({ minLength: 1, maxLength: INFO_SECTION_UNIQUE_NAME_MAX_LENGTH });
const title = Type.String({ minLength: 1, maxLength: INFO_SECTION_TITLE_MAX_LENGTH });
const plainDescription = Type.Union([
  Type.String({ maxLength: INFO_SECTION_PLAIN_DESCRIPTION_MAX_LENGTH }),
  Type.Null(),
]);

/** Get-or-create's item: an id or unique name to find, with the title (and description) to create with. */
export const InfoSectionForGetOrCreateSchema = Type.Object(
  {
    id: opt(Type.Union([Type.String({ minLength: 1, maxLength: 36 }), Type.Null()])),
    uniqueName: opt(Type.Union([uniqueName, Type.Null()])),
    title: opt(Type.Union([title, Type.Null()])),
    description: opt(RichContentSchema),
    plainDescription: opt(plainDescription),
  },
  { additionalProperties: false },
);

export const INFO_SECTION_CALLS = v3EntityCalls(
  {
    single: 'infoSection',
    plural: 'infoSections',
    nameKey: 'uniqueName',
    getOrCreateField: 'infoSection',
    getOrCreateSchema: InfoSectionForGetOrCreateSchema,
    requestedFields: INFO_SECTION_REQUESTED_FIELDS,
  },
  InfoSectionSchema,
  { uniqueName, title, description: opt(RichContentSchema), plainDescription: opt(plainDescription) },
);
