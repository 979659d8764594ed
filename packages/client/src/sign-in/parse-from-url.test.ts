import { describe, expect, it } from 'vitest';
import { parseFromUrl } from './parse-from-url.js';

describe('parseFromUrl', () => {
  it('reads the fragment by default', () => {
    expect(parseFromUrl('https://shop.example/cb?code=q#code=c1&state=s1')).toEqual({
      code: 'c1',
      state: 's1',
    });
  });

  it('reads the query string in query mode', () => {
    expect(parseFromUrl('https://shop.example/cb?code=c2&state=s%202#code=f', 'query')).toEqual({
      code: 'c2',
      state: 's 2',
    });
  });

  it('reads errors with their description', () => {
    expect(
      parseFromUrl(
        'https://shop.example/cb?error=login_required&error_description=No+member&state=s',
        'query',
      ),
    ).toEqual({ error: 'login_required', errorDescription: 'No member', state: 's' });
  });

  it('answers nothing for a URL without a callback', () => {
    expect(parseFromUrl('https://shop.example/cb')).toEqual({});
  });
});
