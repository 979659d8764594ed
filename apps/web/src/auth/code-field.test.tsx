// @vitest-environment happy-dom
// Tests of the one-time code field: only six digits make a whole code, and the input offers the phone's code
// autofill and number pad wherever a code is asked.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CodeField, isWholeCode, RecoveryCodeField } from './code-field.js';

afterEach(cleanup);

it('takes exactly six digits as a whole code', () => {
  expect(isWholeCode('123456')).toBe(true);
  for (const wrong of ['12345', '1234567', '12a456', ' 123456', '12 345', ''])
    expect(isWholeCode(wrong), wrong).toBe(false);
});

it('asks for the code with the one-time-code autofill, digits only, its error tied to it', () => {
  render(<CodeField label="Verification code" error="Enter the 6 digits from the e-mail." />);
  const input = screen.getByLabelText('Verification code');
  expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  expect(input.getAttribute('inputmode')).toBe('numeric');
  expect(input.getAttribute('maxlength')).toBe('6');
  expect(input.getAttribute('name')).toBe('code');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
    'Enter the 6 digits from the e-mail.',
  );
  expect(document.activeElement).not.toBe(input);
});

it('asks for a recovery code as letters and digits, with no one-time-code autofill or number pad', () => {
  render(<RecoveryCodeField error={undefined} />);
  const input = screen.getByLabelText('Recovery code');
  expect(input.getAttribute('name')).toBe('code');
  expect(input.getAttribute('autocomplete')).toBe('off');
  expect(input.getAttribute('inputmode')).toBeNull();
  expect(input.getAttribute('spellcheck')).toBe('false');
  expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toContain(
    'ABCD-2345',
  );
});
