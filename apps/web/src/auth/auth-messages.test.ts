// Tests of the sign-in problem sentences.
import { expect, it } from 'vitest';
import { problemMessage, waitText } from './auth-messages.js';

it('says how long to wait after too many attempts', () => {
  expect(problemMessage('throttled', 30)).toBe('Too many attempts. Try again in 30 seconds.');
  expect(problemMessage('throttled', 61)).toBe('Too many attempts. Try again in 2 minutes.');
  expect(problemMessage('throttled')).toBe('Too many attempts. Try again in 1 minute.');
});

it('says the same for a wrong password and an unknown e-mail, and tells a malformed address apart', () => {
  expect(problemMessage('invalidPassword')).toBe('Wrong e-mail or password.');
  expect(problemMessage('invalidEmail')).toMatch(/not an e-mail address/i);
});

it('counts seconds and minutes in words', () => {
  expect(waitText(1)).toBe('in 1 second');
  expect(waitText(60)).toBe('in 1 minute');
});
