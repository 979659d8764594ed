// Bodies of the product media calls (W8–W11): add by URL or media id, remove, assign to choices.
import { type Static, Type } from '@sinclair/typebox';
import { MAX_IDS_PER_CALL, OPTION_NAME_MAX_LENGTH } from '../limits.js';
import { catalogId, httpUrl } from './request-fields.js';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;

const optionName = Type.String({ minLength: 1, maxLength: OPTION_NAME_MAX_LENGTH });
const mediaIds = Type.Array(catalogId, { minItems: 1, maxItems: MAX_IDS_PER_CALL });

/** One of `mediaId` (media already stored) or `url`; `choice` also assigns it to an option choice. */
export const MediaInputSchema = Type.Object(
  {
    mediaId: opt(catalogId),
    url: opt(httpUrl),
    choice: opt(Type.Object({ option: optionName, choice: optionName }, closed)),
  },
  { ...closed, minProperties: 1 },
);
export type MediaInput = Static<typeof MediaInputSchema>;

/** W8. */
export const AddProductMediaRequestSchema = Type.Object(
  { id: opt(catalogId), media: Type.Array(MediaInputSchema, { minItems: 1, maxItems: MAX_IDS_PER_CALL }) },
  closed,
);
export type AddProductMediaRequest = Static<typeof AddProductMediaRequestSchema>;

/** W9. */
export const RemoveProductMediaRequestSchema = Type.Object({ id: opt(catalogId), mediaIds }, closed);
export type RemoveProductMediaRequest = Static<typeof RemoveProductMediaRequestSchema>;

export const MediaAssignmentSchema = Type.Object(
  { option: optionName, choice: optionName, mediaIds },
  closed,
);
export type MediaAssignment = Static<typeof MediaAssignmentSchema>;

/** W10 (assign) and W11 (remove). */
export const ProductMediaChoicesRequestSchema = Type.Object(
  {
    id: opt(catalogId),
    media: Type.Array(MediaAssignmentSchema, { minItems: 1, maxItems: MAX_IDS_PER_CALL }),
  },
  closed,
);
export type ProductMediaChoicesRequest = Static<typeof ProductMediaChoicesRequestSchema>;
export type AddProductMediaToChoicesRequest = ProductMediaChoicesRequest;
export type RemoveProductMediaFromChoicesRequest = ProductMediaChoicesRequest;
