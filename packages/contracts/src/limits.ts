// The `@cartwright/contracts/limits` subpath: how long a request's text fields and how long its lists may be,
// as plain numbers with no dependencies, so that a form can say the same limit as the schema without TypeBox.
// The schemas read their limits from here; a limit is written once.

// Lists
/** The most items one page of any list or query holds. */
export const MAX_PAGE_SIZE = 100;

// Catalog
export const PRODUCT_NAME_MAX_LENGTH = 80;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 8000;
export const PRODUCT_SKU_MAX_LENGTH = 40;
export const PRODUCT_BRAND_MAX_LENGTH = 50;
export const PRODUCT_RIBBON_MAX_LENGTH = 30;
/** The text of a product search (the product query's `search`). */
export const PRODUCT_SEARCH_MAX_LENGTH = 200;
/** A store's search synonyms: groups of words or phrases a search takes as one ("tee" = "t-shirt"). */
export const SYNONYM_GROUPS_MAX = 300;
export const SYNONYM_GROUP_TERMS_MAX = 10;
export const SYNONYM_TERM_MAX_LENGTH = 40;
/** Product facets (issue #34): the most values one facet filter names, and the most option names or price bands. */
export const FACET_FILTER_VALUES_MAX = 50;
export const FACET_FILTER_OPTIONS_MAX = 20;
export const PRICE_BAND_EDGES_MAX = 20;
/** Suggestions as a shopper types: from this many characters, up to the length and counts below. */
export const SEARCH_SUGGESTIONS_MIN_LENGTH = 2;
export const SEARCH_SUGGESTIONS_MAX_LENGTH = 100;
export const SEARCH_SUGGESTIONS_LIMIT_MAX = 10;
export const SEARCH_SUGGESTIONS_LIMIT_DEFAULT = 6;
export const MAX_PRODUCT_OPTIONS = 6;
export const MAX_OPTION_CHOICES = 100;
/** A product option's name, as products, variants and media assignments name it. */
export const OPTION_NAME_MAX_LENGTH = 50;
/** A choice's value and shown description. */
export const CHOICE_VALUE_MAX_LENGTH = 50;
export const COLLECTION_NAME_MAX_LENGTH = 50;
export const COLLECTION_DESCRIPTION_MAX_LENGTH = 600;
export const SLUG_MAX_LENGTH = 100;
export const URL_MAX_LENGTH = 2048;
/** Largest id list one call may name (bulk calls, media, collection membership, variant overrides). */
export const MAX_IDS_PER_CALL = 100;

// Carts and addresses
export const COUPON_CODE_MAX_LENGTH = 50;
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const POSTAL_CODE_MAX_LENGTH = 20;
/** The length COUNTRY_PATTERN allows (ISO 3166-1 alpha-2). */
export const COUNTRY_CODE_LENGTH = 2;
/** The longest region part SUBDIVISION_PATTERN allows after the country (`CA` in `US-CA`, up to `XXX`). */
export const SUBDIVISION_REGION_MAX_LENGTH = 3;
/** The longest code SUBDIVISION_PATTERN allows (`US-CA`, up to `XX-XXX`). */
export const SUBDIVISION_CODE_MAX_LENGTH = COUNTRY_CODE_LENGTH + 1 + SUBDIVISION_REGION_MAX_LENGTH;
/** RFC 5321's longest address: a buyer's e-mail on a cart or checkout. */
export const EMAIL_MAX_LENGTH = 254;

// Store-admin pricing
/** The name of a coupon, discount rule, shipping region or tax region, a shipping option's title, a tax rate's jurisdiction. */
export const PRICING_NAME_MAX_LENGTH = 100;
export const MAX_SHIPPING_OPTIONS = 20;
export const MAX_SHIPPING_RULES = 20;
export const SHIPPING_OPTION_CODE_MAX_LENGTH = 50;
export const SHIPPING_DELIVERY_TIME_MAX_LENGTH = 100;
export const SHIPPING_INSTRUCTIONS_MAX_LENGTH = 500;
export const MAX_TAX_RATES = 10;

// Store-admin sign-in
/** An owner's or contributor's e-mail: any address a buyer could give. */
export const ADMIN_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;
/** Hashing cost grows with input; nobody types a longer password. */
export const ADMIN_PASSWORD_MAX_LENGTH = 256;

// Members
export const MEMBER_NAME_MAX_LENGTH = 100;
export const MEMBER_NICKNAME_MAX_LENGTH = 100;
export const MEMBER_TITLE_MAX_LENGTH = 100;
export const MEMBER_COMPANY_MAX_LENGTH = 100;
export const MEMBER_JOB_TITLE_MAX_LENGTH = 100;
/** A member's slug (`profile.slug`): lowercase letters, digits and hyphens. */
export const MEMBER_SLUG_MAX_LENGTH = 60;
export const MEMBER_PHONE_MAX_LENGTH = 30;
export const MAX_MEMBER_PHONES = 10;
export const MAX_MEMBER_EMAILS = 10;
export const MAX_MEMBER_ADDRESSES = 10;
export const MAX_MEMBER_CUSTOM_FIELDS = 50;
export const MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH = 50;
export const MEMBER_CUSTOM_FIELD_VALUE_MAX_LENGTH = 1000;
/** The rich-text `about`, as sanitized HTML. */
export const MEMBER_ABOUT_MAX_LENGTH = 10_000;
/** The text of a member search (`search.expression`). */
export const MEMBER_SEARCH_MAX_LENGTH = 200;
