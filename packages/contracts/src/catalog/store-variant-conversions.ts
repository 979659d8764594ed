// Which paths of the store variant reads hold timestamps and floats (wire.md §2.2–2.3), as path patterns: a module
// of their own, so a page's bundle carries them only when it makes these calls (see `./conversions.ts`).
import type { PathPattern } from '../path-lists.js';
import type { CallConversions } from './conversions.js';

const noSide = { timestamps: '', floats: '' };
const queryRequest = { timestamps: '', floats: 'query.sort.origin.{latitude,longitude}' };

/** StoreVariant media dates and focal points, relative to the variant (wire.md §2.2–2.3). */
export const STORE_VARIANT_TIMESTAMP_FIELDS: PathPattern =
  'media.{image,video,video.resolutions,video.resolutions.poster,video.posters}.urlExpirationDate';
export const STORE_VARIANT_FLOAT_FIELDS: PathPattern =
  'media.{image,video.resolutions.poster,video.posters}.focalPoint.{x,y}';

/** R-8 query store variants. */
export const QUERY_STORE_VARIANTS_CONVERSIONS: CallConversions = {
  request: queryRequest,
  response: {
    timestamps:
      'variants.media.{image,video,video.resolutions,video.resolutions.poster,video.posters}.urlExpirationDate',
    floats: 'variants.media.{image,video.resolutions.poster,video.posters}.focalPoint.{x,y}',
  },
};

/** R-9 get store variant. */
export const GET_STORE_VARIANT_CONVERSIONS: CallConversions = {
  request: noSide,
  response: {
    timestamps:
      'variant.media.{image,video,video.resolutions,video.resolutions.poster,video.posters}.urlExpirationDate',
    floats: 'variant.media.{image,video.resolutions.poster,video.posters}.focalPoint.{x,y}',
  },
};
