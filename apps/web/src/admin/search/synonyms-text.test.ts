import { describe, expect, it } from 'vitest';
import { lineOf, readSynonyms, synonymsToText } from './synonyms-text.js';

describe('synonym text', () => {
  it('reads one group a line, terms between commas, blank lines and empty terms dropped', () => {
    expect(readSynonyms('tee, t-shirt\n\n  hoodie ,pullover,\n , \nsolo')).toEqual({
      synonyms: { groups: [['tee', 't-shirt'], ['hoodie', 'pullover'], ['solo']] },
      lines: [1, 3, 5],
      lone: [5],
    });
    expect(readSynonyms('')).toEqual({ synonyms: { groups: [] }, lines: [], lone: [] });
  });

  it('writes what it reads back', () => {
    const synonyms = {
      groups: [
        ['tee', 't-shirt'],
        ['running shoes', 'trainers', 'sneakers'],
      ],
    };
    expect(readSynonyms(synonymsToText(synonyms)).synonyms).toEqual(synonyms);
  });

  it('names the text line of a group or term violation', () => {
    const { lines } = readSynonyms('a, b\n\nc, d');
    expect(lineOf('synonyms.groups[0]', lines)).toBe(1);
    expect(lineOf('synonyms.groups[1][1]', lines)).toBe(3);
    expect(lineOf('synonyms.groups[7]', lines)).toBeUndefined();
    expect(lineOf('synonyms', lines)).toBeUndefined();
  });
});
