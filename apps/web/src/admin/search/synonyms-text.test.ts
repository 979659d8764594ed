import { describe, expect, it } from 'vitest';
import { lineOf, synonymsFromText, synonymsToText } from './synonyms-text.js';

describe('synonym text', () => {
  it('reads one group a line, terms between commas, blank lines and empty terms dropped', () => {
    expect(synonymsFromText('tee, t-shirt\n\n  hoodie ,pullover,\n , \nsolo')).toEqual({
      groups: [['tee', 't-shirt'], ['hoodie', 'pullover'], ['solo']],
    });
    expect(synonymsFromText('')).toEqual({ groups: [] });
  });

  it('writes what it reads back', () => {
    const synonyms = {
      groups: [
        ['tee', 't-shirt'],
        ['running shoes', 'trainers', 'sneakers'],
      ],
    };
    expect(synonymsFromText(synonymsToText(synonyms))).toEqual(synonyms);
  });

  it('names the line of a group or term violation', () => {
    expect(lineOf('synonyms.groups[0]')).toBe(1);
    expect(lineOf('synonyms.groups[4][1]')).toBe(5);
    expect(lineOf('synonyms')).toBeUndefined();
  });
});
