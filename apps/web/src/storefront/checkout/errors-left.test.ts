import { describe, expect, it } from 'vitest';
import { errorsLeft } from './errors-left.js';

describe('errorsLeft', () => {
  const draft = { country: '', city: '', street: '' };
  const errors = { country: 'Choose a country.', city: 'Enter the city.' };

  it('drops the message of the field that changed and keeps the others', () => {
    expect(errorsLeft(errors, draft, { ...draft, country: 'US' })).toEqual({ city: 'Enter the city.' });
  });

  it('keeps every message when the edit touched a field without one, or changed nothing', () => {
    expect(errorsLeft(errors, draft, { ...draft, street: '1 Main St' })).toEqual(errors);
    expect(errorsLeft(errors, draft, { ...draft })).toEqual(errors);
  });

  it('drops a message even when the new value is still wrong: it is checked again on Pay', () => {
    expect(errorsLeft(errors, draft, { ...draft, city: ' ' })).toEqual({ country: 'Choose a country.' });
  });
});
