// The synonym list as the admin edits it: one group a line, its terms between commas.
import type { SearchSynonyms } from '@cartwright/client/products';

/** @example synonymsFromText('tee, t-shirt\n\n hoodie ,pullover') // { groups: [['tee', 't-shirt'], ['hoodie', 'pullover']] } */
export function synonymsFromText(text: string): SearchSynonyms {
  const groups = text
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((term) => term.trim())
        .filter((term) => term !== ''),
    )
    .filter((group) => group.length > 0);
  return { groups };
}

/** @example synonymsToText({ groups: [['tee', 't-shirt']] }) // 'tee, t-shirt' */
export function synonymsToText(synonyms: SearchSynonyms): string {
  return synonyms.groups.map((group) => group.join(', ')).join('\n');
}

/** "Line 2: …" for a violation of `synonyms.groups[1]` or one of its terms, so the admin finds the line. */
export function lineOf(field: string): number | undefined {
  const match = /^synonyms\.groups\[(\d+)\]/.exec(field);
  return match ? Number(match[1]) + 1 : undefined;
}
