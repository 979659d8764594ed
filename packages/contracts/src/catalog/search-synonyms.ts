// The store's search synonyms (issue #34): groups of words or phrases the product search takes as one, so a
// search for any term of a group also finds the products holding another ("tee" finds "T-Shirt"). Cartwright's
// own, edited by the store admin.
import { type Static, Type } from '@sinclair/typebox';
import { SYNONYM_GROUP_TERMS_MAX, SYNONYM_GROUPS_MAX, SYNONYM_TERM_MAX_LENGTH } from '../limits.js';

export const SEARCH_SYNONYMS_PATH = '/cartwright/v1/search-synonyms';

const closed = { additionalProperties: false } as const;

/** A word or phrase as the owner typed it; compared without case or accents. */
const term = Type.String({ minLength: 1, maxLength: SYNONYM_TERM_MAX_LENGTH });

export const SearchSynonymsSchema = Type.Object(
  {
    /** Each group: two or more terms that mean the same to a shopper. */
    groups: Type.Array(Type.Array(term, { minItems: 2, maxItems: SYNONYM_GROUP_TERMS_MAX }), {
      maxItems: SYNONYM_GROUPS_MAX,
    }),
  },
  closed,
);
export type SearchSynonyms = Static<typeof SearchSynonymsSchema>;

/** PUT replaces the whole list; GET answers it as saved (terms trimmed, repeats within a group dropped). */
export const SearchSynonymsRequestSchema = Type.Object({ synonyms: SearchSynonymsSchema }, closed);
export type SearchSynonymsRequest = Static<typeof SearchSynonymsRequestSchema>;
export const SearchSynonymsResponseSchema = Type.Object({ synonyms: SearchSynonymsSchema }, closed);
export type SearchSynonymsResponse = Static<typeof SearchSynonymsResponseSchema>;
