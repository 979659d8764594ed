// @vitest-environment happy-dom
// The recovery codes panel: every code shown, in order, in a list; Copy puts them on the clipboard one a line;
// Download saves a text file of them; "I have saved them" is the member's way out. The file says what they are.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RecoveryCodesPanel, recoveryCodesText } from './recovery-codes.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CODES = ['ABCD-2345', 'EFGH-6789', 'JKMN-PQRS', 'TVWX-YZ01'];

it('shows every code once, in a named list under its heading', () => {
  render(<RecoveryCodesPanel codes={CODES} onSaved={() => {}} />);
  const panel = screen.getByRole('region', { name: 'Save your recovery codes' });
  expect(within(panel).getByText(/each code works once/)).toBeTruthy();
  const items = within(within(panel).getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(CODES);
});

it('copies the codes one a line and says so', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<RecoveryCodesPanel codes={CODES} onSaved={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Copy the recovery codes' }));
  expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
  expect(await screen.findByText('Copied')).toBeTruthy();
});

it('downloads recovery-codes.txt with the codes in it', async () => {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:codes';
  });
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  render(<RecoveryCodesPanel codes={CODES} onSaved={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Download (.txt)' }));
  expect(clicked.map((link) => [link.download, link.getAttribute('href')])).toEqual([
    ['recovery-codes.txt', 'blob:codes'],
  ]);
  const text = await blobs[0]?.text();
  for (const code of CODES) expect(text).toContain(`\n${code}\n`);
});

it('closes when the member says the codes are saved', () => {
  const onSaved = vi.fn();
  render(<RecoveryCodesPanel codes={CODES} onSaved={onSaved} />);
  fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(onSaved).toHaveBeenCalledOnce();
});

it('writes a file that says what the codes are and where, one code a line', () => {
  const text = recoveryCodesText(['ABCD-2345', 'EFGH-6789'], 'shop.example');
  const lines = text.split('\n');
  expect(lines[0]).toBe('Recovery codes for your account at shop.example');
  expect(lines.slice(-3)).toEqual(['ABCD-2345', 'EFGH-6789', '']);
  expect(text).toContain('each code signs you in once');
});
