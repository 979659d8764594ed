// Tests of the custom-field rows: keys from names (unique, saved keys kept), numbers as numbers, messages by row.
import { expect, it } from 'vitest';
import { customFieldsDraftOf, customFieldsPatch, fieldRowErrors, keyedRows } from './custom-fields-draft.js';

it('reads the saved fields as rows with their keys, by name', () => {
  const rows = customFieldsDraftOf({
    id: 'm-1',
    contact: {
      customFields: { shoe: { name: 'Shoe size', type: 'NUMBER', value: 42 }, bare: { value: 'x' } },
    },
  });
  expect(rows).toEqual([
    { key: 'bare', name: 'bare', type: 'TEXT', value: 'x' },
    { key: 'shoe', name: 'Shoe size', type: 'NUMBER', value: '42' },
  ]);
});

it('gives new rows unique keys from their names, keeps saved keys and leaves blank rows out', () => {
  const rows = keyedRows([
    { key: 'favourite_tea', name: 'Renamed', type: 'TEXT', value: 'Oolong' },
    { name: 'Favourite tea!', type: 'TEXT', value: 'Sencha' },
    { name: '', type: 'TEXT', value: ' ' },
    { name: 'Élan', type: 'URL', value: 'https://example.com' },
    { name: '***', type: 'TEXT', value: 'x' },
  ]);
  expect(rows.map((row) => row.key)).toEqual(['favourite_tea', 'favourite_tea_2', 'elan', 'field']);
});

it('sends numbers as numbers and everything else as trimmed text', () => {
  const patch = customFieldsPatch([
    { key: 'size', name: 'Size', type: 'NUMBER', value: ' 42.5 ' },
    { key: 'odd', name: 'Odd', type: 'NUMBER', value: 'many' },
    { key: 'born', name: 'Born', type: 'DATE', value: '1906-12-09' },
  ]);
  expect(patch).toEqual({
    size: { name: 'Size', type: 'NUMBER', value: 42.5 },
    odd: { name: 'Odd', type: 'NUMBER', value: 'many' },
    born: { name: 'Born', type: 'DATE', value: '1906-12-09' },
  });
});

it('finds the row a message is about by its key', () => {
  const rows = [
    { key: 'a', name: 'A', type: 'TEXT' as const, value: '' },
    { key: 'site', name: 'Site', type: 'URL' as const, value: 'nope' },
  ];
  expect(fieldRowErrors({ 'contact.customFields.site.value': 'must be an http(s) URL' }, rows)).toEqual({
    1: { value: 'must be an http(s) URL' },
  });
  expect(fieldRowErrors({ 'contact.customFields.gone.value': 'x' }, rows)).toEqual({});
});
