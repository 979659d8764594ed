// The synonym list as the admin edits it: one group a line, its terms between commas.
import type { SearchSynonyms } from '@cartwright/client/products';

export interface SynonymText {
  synonyms: SearchSynonyms;
  /** The text line (from 1) of each group, blank lines skipped, so a refusal names the line the admin sees. */
  lines: number[];
  /** Lines holding a single term: a group needs two. */
  lone: number[];
}

/** @example readSynonyms('tee, t-shirt\n\n hoodie ,pullover').synonyms // { groups: [['tee', 't-shirt'], ['hoodie', 'pullover']] } */
export function readSynonyms(text: string): SynonymText {
  const read: SynonymText = { synonyms: { groups: [] }, lines: [], lone: [] };
  for (const [index, line] of text.split('\n').entries()) {
    const group = line
      .split(',')
      .map((term) => term.trim())
      .filter((term) => term !== '');
    if (group.length === 0) continue;
    if (group.length === 1) read.lone.push(index + 1);
    read.synonyms.groups.push(group);
    read.lines.push(index + 1);
  }
  return read;
}

/** @example synonymsToText({ groups: [['tee', 't-shirt']] }) // 'tee, t-shirt' */
export function synonymsToText(synonyms: SearchSynonyms): string {
  return synonyms.groups.map((group) => group.join(', ')).join('\n');
}

/** The text line of a violation of `synonyms.groups[i]` or one of its terms. */
export function lineOf(field: string, lines: readonly number[]): number | undefined {
  const match = /^synonyms\.groups\[(\d+)\]/.exec(field);
  return match ? lines[Number(match[1])] : undefined;
}
