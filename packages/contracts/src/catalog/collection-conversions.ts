// Which paths of the collection calls hold timestamps (wire.md §2.2–2.3), as path patterns: a module
// of their own, so a page's bundle carries them only when it makes these calls (see `./conversions.ts`).
import type { CallConversions } from './conversions.js';

const noSide = { timestamps: '', floats: '' };
const queryRequest = { timestamps: '', floats: 'query.sort.origin.{latitude,longitude}' };

/** W15/W16 and: `lastUpdated`, converted although it is not in the Collection type. */
export const COLLECTION_CONVERSIONS: CallConversions = {
  request: noSide,
  response: { timestamps: 'collection.lastUpdated', floats: '' },
};

/** R-3 query collections. */
export const QUERY_COLLECTIONS_CONVERSIONS: CallConversions = {
  request: queryRequest,
  response: { timestamps: 'collections.lastUpdated', floats: '' },
};
