// The store's search synonyms: read and replaced whole by the store admin, used by every product search
// (product_search_query reads search_synonyms). Terms are compared as the search compares words: without case,
// accents or extra spaces, so "Tee" and "tee " are one term and a group needs two different ones.
import type { FieldViolation, SearchSynonyms } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { throwViolations } from '../products.errors.js';
import { replaceSynonymGroups, selectSearchKeys, selectSynonymGroups } from './synonyms.repository.js';

type Deps = Pick<AppDeps, 'db'>;

export async function readSearchSynonyms(deps: Deps): Promise<SearchSynonyms> {
  return { groups: await selectSynonymGroups(deps.db) };
}

interface Term {
  text: string;
  key: string;
  hasWords: boolean;
}

/** Each term with its search key, as the database sees it. */
async function keysOf(deps: Deps, terms: string[]): Promise<Term[]> {
  const keys = await selectSearchKeys(deps.db, terms);
  return keys.map((k, i) => ({ text: terms[i]!, ...k }));
}

/** Replaces the list; answers it as saved (the last of two writers at once wins whole). */
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
  await replaceSynonymGroups(deps.db, groups);
  return readSearchSynonyms(deps);
}
