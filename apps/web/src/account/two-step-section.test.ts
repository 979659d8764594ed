// The setup key as the account page shows it: groups of four, as authenticator apps print it.
import { expect, it } from 'vitest';
import { groupedSecret } from './two-step-section.js';

it('shows the key in groups of four', () => {
  expect(groupedSecret('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toBe('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ');
  expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  expect(groupedSecret('')).toBe('');
});
