// The fields V3 entity queries filter and sort on, over the entities table aliased `e`.
import { sql } from 'kysely';
import type { QueryFieldMap } from '../../query/compile-query.js';

/** Every family's common fields; `nameKey` is the wire name of its unique name column. */
export function entityQueryFields(nameKey: string, bodyStrings: readonly string[] = []): QueryFieldMap {
  const fields: QueryFieldMap = {
    // Compared as text, like every other family's id: a uuid column against a text parameter fails.
    id: { expression: sql`e.id::text`, type: 'string' },
    [nameKey]: { expression: sql.ref('e.name'), type: 'string' },
    createdDate: { expression: sql.ref('e.created_at'), type: 'date' },
    updatedDate: { expression: sql.ref('e.updated_at'), type: 'date' },
  };
  for (const key of bodyStrings) fields[key] = { expression: sql`(e.body ->> ${key})`, type: 'string' };
  return fields;
}

export const ENTITY_TIE_BREAKER = sql.ref('e.id');
