// Tests of the sign-in problem sentences.
import { expect, it } from 'vitest';
import { problemMessage, waitText } from './auth-messages.js';

it('says how long to wait after too many attempts', () => {
  expect(problemMessage('throttled', 30)).toBe('Too many attempts. Try again in 30 seconds.');
  expect(problemMessage('throttled', 61)).toBe('Too many attempts. Try again in 2 minutes.');
  expect(problemMessage('throttled')).toBe('Too many attempts. Try again in 1 minute.');
});

it('tells a wrong password from an unknown e-mail', () => {
  expect(problemMessage('invalidPassword')).toMatch(/wrong password/i);
  expect(problemMessage('invalidEmail')).toMatch(/no account/i);
});

it('counts seconds and minutes in words', () => {
  expect(waitText(1)).toBe('in 1 second');
  expect(waitText(60)).toBe('in 1 minute');
});
