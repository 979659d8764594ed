// Bounded field schemas every catalog request shares: ids, slugs, URLs, money and text limits.
import { Type } from '@sinclair/typebox';
import { MAX_IDS_PER_CALL, SLUG_MAX_LENGTH, URL_MAX_LENGTH } from '../limits.js';

/** Lowercase letters, digits and single hyphens between them: `blue-t-shirt-2`. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** http and https only: other schemes (javascript:, data:, file:) never reach a storefront. */
export const HTTP_URL_PATTERN = '^https?://[^\\s/?#]+[^\\s]*$';

export const catalogId = Type.String({ minLength: 1, maxLength: 100 });
export const idList = Type.Array(catalogId, { minItems: 1, maxItems: MAX_IDS_PER_CALL });
export const slug = Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN });
export const httpUrl = Type.String({ maxLength: URL_MAX_LENGTH, pattern: HTTP_URL_PATTERN });
/** The largest amount a numeric(14, 2) column holds; 1e12 itself overflowed it (a 500 on PostgreSQL). */
export const MAX_AMOUNT = 999_999_999_999.99;
/** Money and weights: finite, not negative, at most MAX_AMOUNT. */
export const amount = Type.Number({ minimum: 0, maximum: MAX_AMOUNT });
