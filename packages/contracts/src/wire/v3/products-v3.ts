// The V3 product as the platform's catalog answers it (stores/v3/products), mapped from the same rows as the
// V1 product: money as decimal strings, uppercase enums, ids on options and choices, `revision` as a string.
import { type Static, Type } from '@sinclair/typebox';
import { INVENTORY_STATUSES } from '../../enums/catalog.js';
import { PREORDER_AVAILABILITIES, PREORDER_STATUSES, V3_PRODUCT_TYPES } from '../../enums/catalog-v3.js';
import { literalUnion } from '../../schema/literal-union.js';

const opt = Type.Optional;

export const V3MoneySchema = Type.Object({ amount: Type.String(), formattedAmount: opt(Type.String()) });
export type V3Money = Static<typeof V3MoneySchema>;

export const V3PriceRangeSchema = Type.Object({ minValue: V3MoneySchema, maxValue: V3MoneySchema });
export type V3PriceRange = Static<typeof V3PriceRangeSchema>;

export const V3MediaItemSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  altText: opt(Type.String()),
  displayName: opt(Type.String()),
  mediaType: literalUnion(['IMAGE', 'VIDEO'] as const),
});
export type V3MediaItem = Static<typeof V3MediaItemSchema>;

export const V3ChoiceSchema = Type.Object({
  choiceId: Type.String(),
  choiceType: literalUnion(['CHOICE_TEXT', 'ONE_COLOR'] as const),
  name: Type.String(),
  colorCode: opt(Type.String()),
  inStock: Type.Boolean(),
  visible: Type.Boolean(),
});

export const V3OptionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  optionRenderType: literalUnion(['TEXT_CHOICES', 'SWATCH_CHOICES'] as const),
  choicesSettings: Type.Object({ choices: Type.Array(V3ChoiceSchema) }),
});
export type V3Option = Static<typeof V3OptionSchema>;

export const V3VariantChoiceSchema = Type.Object({
  optionChoiceIds: Type.Object({ optionId: Type.String(), choiceId: Type.String() }),
  optionChoiceNames: Type.Object({ optionName: Type.String(), choiceName: Type.String() }),
});

export const V3VariantSchema = Type.Object({
  id: Type.String(),
  visible: Type.Boolean(),
  sku: opt(Type.String()),
  choices: Type.Array(V3VariantChoiceSchema),
  price: Type.Object({ actualPrice: V3MoneySchema, compareAtPrice: opt(V3MoneySchema) }),
  revenueDetails: opt(
    Type.Object({ cost: V3MoneySchema, profit: V3MoneySchema, profitMargin: Type.Number() }),
  ),
  physicalProperties: opt(Type.Object({ weight: opt(Type.Number()) })),
  inventoryStatus: Type.Object({ inStock: Type.Boolean(), preorderEnabled: Type.Boolean() }),
});
export type V3Variant = Static<typeof V3VariantSchema>;

const idRef = Type.Object({ id: Type.String(), name: opt(Type.String()) });

export const V3ProductSchema = Type.Object({
  id: Type.String(),
  revision: Type.String(),
  createdDate: Type.String(),
  updatedDate: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  url: opt(Type.Object({ relativePath: Type.String(), url: Type.String() })),
  plainDescription: opt(Type.String()),
  visible: Type.Boolean(),
  visibleInPos: Type.Boolean(),
  productType: literalUnion(V3_PRODUCT_TYPES),
  currency: opt(Type.String()),
  media: Type.Object({
    main: opt(V3MediaItemSchema),
    itemsInfo: opt(Type.Object({ items: Type.Array(V3MediaItemSchema) })),
  }),
  options: Type.Array(V3OptionSchema),
  brand: opt(idRef),
  ribbon: opt(idRef),
  infoSections: opt(Type.Array(Type.Object({ id: Type.String(), title: opt(Type.String()) }))),
  actualPriceRange: V3PriceRangeSchema,
  compareAtPriceRange: V3PriceRangeSchema,
  costRange: opt(V3PriceRangeSchema),
  inventory: Type.Object({
    availabilityStatus: literalUnion(INVENTORY_STATUSES),
    preorderStatus: literalUnion(PREORDER_STATUSES),
    preorderAvailability: literalUnion(PREORDER_AVAILABILITIES),
  }),
  physicalProperties: opt(Type.Object({})),
  variantsInfo: opt(Type.Object({ variants: Type.Array(V3VariantSchema) })),
  variantSummary: Type.Object({ variantCount: Type.Integer() }),
});
export type V3Product = Static<typeof V3ProductSchema>;
