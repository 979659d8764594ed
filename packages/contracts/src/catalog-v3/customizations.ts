// V3 customizations (`/stores/v3/customizations`): product options (colour, size) and modifiers (engraving,
// gift wrap) with free text or text or swatch choices, and their choice calls.
import { type Static, Type } from '@sinclair/typebox';
import { CHOICE_TYPES, CUSTOMIZATION_RENDER_TYPES, CUSTOMIZATION_TYPES } from '../enums/catalog-v3.js';
import { literalUnion } from '../schema/literal-union.js';
import { v3EntityCalls } from './v3-entity-calls.js';

export const CUSTOMIZATIONS_V3_PATH = '/stores/v3/customizations';
export const BULK_CUSTOMIZATIONS_V3_PATH = '/stores/v3/bulk/customizations';
export const CUSTOMIZATION_NAME_MAX_LENGTH = 50;
export const CHOICE_NAME_MAX_LENGTH = 50;
/** The platform's ceiling on a free-text modifier's `maxCharCount`. */
export const FREE_TEXT_MAX_CHAR_COUNT = 500;
export const MAX_CUSTOMIZATION_CHOICES = 1000;
export const CUSTOMIZATION_REQUESTED_FIELDS = ['ASSIGNED_PRODUCTS_COUNT'] as const;

const opt = Type.Optional;
const GUID = { minLength: 1, maxLength: 36 };
const colorCode = Type.String({ minLength: 3, maxLength: 20, pattern: '^#?[0-9A-Fa-f]{3,8}$' });
/** A decimal amount as a string, 0 to 999999999.99 with up to 3 decimals. */
const addedPrice = Type.Union([Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,3})?$' }), Type.Null()]);

export const FreeTextSettingsSchema = Type.Object(
  {
    minCharCount: opt(Type.Integer({ minimum: 0, maximum: FREE_TEXT_MAX_CHAR_COUNT })),
    maxCharCount: opt(Type.Integer({ minimum: 1, maximum: FREE_TEXT_MAX_CHAR_COUNT })),
    defaultAddedPrice: opt(addedPrice),
    title: Type.String({ minLength: 1, maxLength: 100 }),
    key: opt(Type.Union([Type.String({ maxLength: 150 }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const CustomizationChoiceSchema = Type.Object(
  {
    id: opt(Type.String(GUID)),
    choiceType: literalUnion(CHOICE_TYPES),
    key: opt(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
    name: Type.String({ minLength: 1, maxLength: CHOICE_NAME_MAX_LENGTH }),
    colorCode: opt(colorCode),
    multipleColors: opt(
      Type.Object(
        { colorCodes: Type.Array(colorCode, { minItems: 2, maxItems: 2 }) },
        { additionalProperties: false },
      ),
    ),
    /** An image's URL or media id, for IMAGE swatches. */
    image: opt(Type.String({ minLength: 1, maxLength: 2000 })),
    defaultAddedPrice: opt(addedPrice),
  },
  { additionalProperties: false },
);
export type CustomizationChoice = Static<typeof CustomizationChoiceSchema>;

const choices = Type.Array(CustomizationChoiceSchema, { minItems: 1, maxItems: MAX_CUSTOMIZATION_CHOICES });
const ChoicesSettingsSchema = Type.Object({ choices }, { additionalProperties: false });

export const CustomizationSchema = Type.Object({
  id: Type.String(),
  revision: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  key: Type.String(),
  name: Type.String(),
  customizationType: literalUnion(CUSTOMIZATION_TYPES),
  customizationRenderType: literalUnion(CUSTOMIZATION_RENDER_TYPES),
  freeTextInput: opt(FreeTextSettingsSchema),
  choicesSettings: opt(Type.Object({ choices: Type.Array(CustomizationChoiceSchema) })),
  assignedProductsCount: opt(Type.Integer()),
});
export type Customization = Static<typeof CustomizationSchema>;

export const CUSTOMIZATION_CALLS = v3EntityCalls(
  {
    single: 'customization',
    plural: 'customizations',
    nameKey: 'name',
    requestedFields: CUSTOMIZATION_REQUESTED_FIELDS,
  },
  CustomizationSchema,
  {
    key: opt(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
    name: Type.String({ minLength: 1, maxLength: CUSTOMIZATION_NAME_MAX_LENGTH }),
    customizationType: literalUnion(CUSTOMIZATION_TYPES),
    customizationRenderType: literalUnion(CUSTOMIZATION_RENDER_TYPES),
    freeTextInput: opt(FreeTextSettingsSchema),
    choicesSettings: opt(ChoicesSettingsSchema),
  },
);

const fields = opt(Type.Array(literalUnion(CUSTOMIZATION_REQUESTED_FIELDS), { maxItems: 100 }));

/** Add choices and set (replace) choices. */
export const CustomizationChoicesRequestSchema = Type.Object(
  { customizationId: opt(Type.String(GUID)), choices, revision: opt(Type.String({ maxLength: 20 })), fields },
  { additionalProperties: false },
);
export const RemoveCustomizationChoicesRequestSchema = Type.Object(
  {
    customizationId: opt(Type.String(GUID)),
    choiceIds: Type.Array(Type.String(GUID), { minItems: 1, maxItems: 100 }),
    revision: opt(Type.String({ maxLength: 20 })),
    fields,
  },
  { additionalProperties: false },
);
