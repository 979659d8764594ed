// @vitest-environment happy-dom
// Tests of the remembered member profile the header greets the member with.
import { afterEach, expect, it } from 'vitest';
import { memberDisplayName, readMemberProfile, saveMemberProfile } from './member-profile.js';

afterEach(() => localStorage.clear());

it('remembers who signed in until sign-out, and keeps a known name when the same member signs in again', () => {
  saveMemberProfile({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
  saveMemberProfile({ email: 'ADA@example.com' });
  expect(memberDisplayName(readMemberProfile())).toBe('Ada Lovelace');
  saveMemberProfile({ email: 'grace@example.com' });
  expect(readMemberProfile()).toEqual({ email: 'grace@example.com' });
  expect(memberDisplayName(readMemberProfile())).toBe('grace@example.com');
  saveMemberProfile(undefined);
  expect(readMemberProfile()).toBeUndefined();
});

it('ignores a stored value that is not a profile', () => {
  localStorage.setItem('cartwright.member-profile', '{"email": 42}');
  expect(readMemberProfile()).toBeUndefined();
  localStorage.setItem('cartwright.member-profile', 'not json');
  expect(readMemberProfile()).toBeUndefined();
});
