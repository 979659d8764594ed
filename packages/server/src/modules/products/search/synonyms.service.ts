// The store's search synonyms: read and replaced whole by the store admin, used by every product search
// (product_search_query reads search_synonyms). Terms are compared as the search compares words: without case,
// accents or extra spaces, so "Tee" and "tee " are one term and a group needs two different ones.
import type { FieldViolation, SearchSynonyms } from '@cartwright/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../../deps.js';
import { throwViolations } from '../products.errors.js';

type Deps = Pick<AppDeps, 'db'>;

export async function readSearchSynonyms(deps: Deps): Promise<SearchSynonyms> {
  const rows = await deps.db.selectFrom('search_synonyms').select('terms').orderBy('position').execute();
  return { groups: rows.map((r) => r.terms) };
}

interface Term {
  text: string;
  key: string;
  hasWords: boolean;
}

/** Each term's search key, and whether it holds a word at all ("!!!" does not), as the database sees it. */
async function keysOf(deps: Deps, terms: string[]): Promise<Term[]> {
  if (terms.length === 0) return [];
  const { rows } = await sql<{ key: string; has_words: boolean }>`
    select product_search_text(t) as key, numnode(plainto_tsquery('simple', product_search_text(t))) > 0 as has_words
    from unnest(${terms}::text[]) with ordinality as u(t, n) order by n`.execute(deps.db);
  return rows.map((r, i) => ({ text: terms[i]!, key: r.key, hasWords: r.has_words }));
}

/** Replaces the list; answers it as saved. Writers queue on the table lock, so the last one wins whole. */
export async function replaceSearchSynonyms(deps: Deps, synonyms: SearchSynonyms): Promise<SearchSynonyms> {
  const tidy = synonyms.groups.map((group) => group.map((term) => term.trim().replace(/\s+/g, ' ')));
  const keyed = await keysOf(deps, tidy.flat());
  const violations: FieldViolation[] = [];
  let at = 0;
  const groups = tidy.map((group, g) => {
    const seen = new Map<string, string>();
    let wordless = false;
    for (const [i] of group.entries()) {
      const term = keyed[at++]!;
      if (term.hasWords) {
        if (!seen.has(term.key)) seen.set(term.key, term.text);
        continue;
      }
      wordless = true;
      const field = `synonyms.groups[${g}][${i}]`;
      violations.push({ field, description: 'A synonym needs a letter or a digit', violatedRule: 'FORMAT' });
    }
    if (!wordless && seen.size < 2) {
      violations.push({
        field: `synonyms.groups[${g}]`,
        description: 'A synonym group needs two different terms (case and accents aside)',
        violatedRule: 'MIN_SIZE',
      });
    }
    return { terms: [...seen.values()], keys: [...seen.keys()] };
  });
  throwViolations(violations);
  await deps.db.transaction().execute(async (trx) => {
    await sql`lock table search_synonyms in share row exclusive mode`.execute(trx);
    await trx.deleteFrom('search_synonyms').execute();
    if (groups.length > 0) {
      await trx
        .insertInto('search_synonyms')
        .values(groups.map((group, position) => ({ position, terms: group.terms, keys: group.keys })))
        .execute();
    }
  });
  return readSearchSynonyms(deps);
}
