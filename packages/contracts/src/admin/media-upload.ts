// POST /cartwright/v1/media: an admin uploads an image (multipart `file`) to use in products and collections.
import { type Static, Type } from '@sinclair/typebox';

export const MEDIA_UPLOAD_PATH = '/cartwright/v1/media';
/** Largest image the store takes: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** `url` serves the image; add it to a product by that URL (W8 `media[].url`). */
export const UploadedMediaResponseSchema = Type.Object({
  media: Type.Object({
    id: Type.String(),
    url: Type.String(),
    mediaType: Type.Literal('image'),
    width: Type.Optional(Type.Integer()),
    height: Type.Optional(Type.Integer()),
  }),
});
export type UploadedMediaResponse = Static<typeof UploadedMediaResponseSchema>;
export type UploadedMedia = UploadedMediaResponse['media'];
