// Suggestions as a shopper types in the storefront's search box (issue #34): the best few visible products and
// collections for the text so far, found by the same ranked, typo- and accent-tolerant search as the listing.
import { type Static, Type } from '@sinclair/typebox';
import {
  SEARCH_SUGGESTIONS_LIMIT_DEFAULT,
  SEARCH_SUGGESTIONS_LIMIT_MAX,
  SEARCH_SUGGESTIONS_MAX_LENGTH,
} from '../limits.js';

export const SEARCH_SUGGESTIONS_PATH = '/cartwright/v1/search-suggestions';

const closed = { additionalProperties: false } as const;

/** GET ?q=&limit=: text shorter than SEARCH_SUGGESTIONS_MIN_LENGTH (trimmed) suggests nothing. */
export const SearchSuggestionsQuerySchema = Type.Object(
  {
    q: Type.String({ maxLength: SEARCH_SUGGESTIONS_MAX_LENGTH }),
    /** The most products, and the most collections, answered. */
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: SEARCH_SUGGESTIONS_LIMIT_MAX,
        default: SEARCH_SUGGESTIONS_LIMIT_DEFAULT,
      }),
    ),
  },
  closed,
);
export type SearchSuggestionsQuery = Static<typeof SearchSuggestionsQuerySchema>;

export const ProductSuggestionSchema = Type.Object(
  {
    name: Type.String(),
    slug: Type.String(),
    /** The product's first image, when it has one. */
    image: Type.Optional(Type.Object({ url: Type.String(), altText: Type.String() }, closed)),
    /** The price a shopper pays (after the product's discount) and the list price, as decimal strings. */
    price: Type.Object({ amount: Type.String(), listAmount: Type.String(), currency: Type.String() }, closed),
  },
  closed,
);
export type ProductSuggestion = Static<typeof ProductSuggestionSchema>;

export const CollectionSuggestionSchema = Type.Object({ name: Type.String(), slug: Type.String() }, closed);
export type CollectionSuggestion = Static<typeof CollectionSuggestionSchema>;

/** Best match first in each list. */
export const SearchSuggestionsResponseSchema = Type.Object(
  {
    products: Type.Array(ProductSuggestionSchema),
    collections: Type.Array(CollectionSuggestionSchema),
  },
  closed,
);
export type SearchSuggestionsResponse = Static<typeof SearchSuggestionsResponseSchema>;
