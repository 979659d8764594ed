// Tests of the account sections: each redirect-session section has the path the redirect service sends to.
import { MEMBERS_ACCOUNT_SECTIONS } from '@cartwright/contracts';
import { expect, it } from 'vitest';
import { ACCOUNT_SECTIONS, accountSectionAt, LISTED_ACCOUNT_SECTIONS } from './account-sections.js';

it('has one section per redirect-session section, at the redirect service path', () => {
  expect(ACCOUNT_SECTIONS.map((s) => s.section)).toEqual([...MEMBERS_ACCOUNT_SECTIONS]);
  expect(ACCOUNT_SECTIONS.map((s) => s.slug)).toEqual([
    'account-info',
    'bookings',
    'orders',
    'subscriptions',
    'events',
  ]);
});

it('finds a section by its path in any letter case, account info at /account, and nothing else', () => {
  expect(accountSectionAt(undefined)?.section).toBe('ACCOUNT_INFO');
  expect(accountSectionAt('Account-Info')?.section).toBe('ACCOUNT_INFO');
  expect(accountSectionAt('orders')?.label).toBe('Orders');
  expect(accountSectionAt('account_info')).toBeUndefined();
  expect(accountSectionAt('settings')).toBeUndefined();
});

it('lists only the sections this store keeps for members in the account menu', () => {
  expect(LISTED_ACCOUNT_SECTIONS.map((s) => s.label)).toEqual(['Account info', 'Orders']);
  // The others still open at their paths, where they say the store keeps none.
  expect(accountSectionAt('bookings')?.label).toBe('Bookings');
});
