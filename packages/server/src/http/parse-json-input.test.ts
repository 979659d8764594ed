// Request JSON: one parse, nesting counted without recursion, forbidden keys refused.
import { describe, expect, it } from 'vitest';
import { AppError, ValidationFailure } from '../errors/app-error.js';
import { jsonDepth, parseJsonInput } from './parse-json-input.js';

const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('jsonDepth', () => {
  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('{"a":[{"b":[]}],"c":{}}')).toBe(4);
    expect(jsonDepth('{"a":"[[[{{{","b":"\\"[[["}')).toBe(1);
    expect(jsonDepth('"\\\\"')).toBe(0);
  });

  it('stops counting past the limit, so a 10 MB bracket run costs no more than the limit', () => {
    expect(jsonDepth('['.repeat(1_000_000), 64)).toBe(65);
  });
});

describe('parseJsonInput', () => {
  it('takes 64 levels and refuses 65 with 400 INVALID_ARGUMENT and the limit', () => {
    expect(parseJsonInput(nested(64), 'Request body')).toHaveProperty('a');
    let caught: unknown;
    try {
      parseJsonInput(nested(65), 'Request body');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({
      status: 400,
      code: 'INVALID_ARGUMENT',
      description: 'Request body nests deeper than 64 levels',
      data: { limit: 64 },
    });
  });

  it('refuses bad JSON and non-objects before looking at depth', () => {
    for (const text of ['{', '[]', '"x"', '1', 'null', '['.repeat(10_000)]) {
      expect(() => parseJsonInput(text, 'Request body'), text.slice(0, 20)).toThrow(AppError);
    }
  });

  it('refuses forbidden keys anywhere, naming the path', () => {
    expect(() => parseJsonInput('{"a":[{"b":{"prototype":1}}]}', 'Request body')).toThrow(
      expect.objectContaining({ violations: [expect.objectContaining({ field: 'a[0].b.prototype' })] }),
    );
    expect(() => parseJsonInput('{"__proto__":{}}', 'Request body')).toThrow(ValidationFailure);
  });
});
