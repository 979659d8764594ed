// The contrib extensions the schema needs (migration 0037's search), loaded into every PGlite the server or a
// test opens: PGlite can only `create extension` what it was created with.
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, fuzzystrmatch };
