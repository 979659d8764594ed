// End to end: a member turns on two-step verification with an authenticator app (the code computed here from
// the key the page shows) and is shown the recovery codes once; signs out, signs in with the password and a
// recovery code (the phone lost), then with a code, asks the browser to be remembered, and next time signs in
// with the password alone; makes new recovery codes; then turns two-step verification off.
import { expect, type Page, test } from '@playwright/test';
import { latestMail } from './support/member-mail.js';
import { type OwnStore, startOwnStore } from './support/own-store.js';
import { authenticatorCode } from './support/totp.js';

let store: OwnStore;

test.beforeAll(async () => {
  // A fresh embedded database takes seconds to create and seed.
  test.setTimeout(240_000);
  store = await startOwnStore('member-two-step');
});
test.afterAll(() => store?.stop());

/** Console errors and failed requests, the wrong codes this test sends aside. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const expected =
      (response.status() === 404 && url.pathname === '/ecom/v1/carts/current') ||
      (response.status() === 400 && /\/(TOTP|RECOVERY_CODE)\/verify$/.test(url.pathname));
    if (response.status() >= 400 && !expected) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

const sessionArea = (page: Page) => page.getByRole('region', { name: 'Your session' });
const twoStep = (page: Page) => page.getByRole('region', { name: 'Two-step verification' });

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${store.origin}/auth/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await sessionArea(page).locator('summary').click();
  await sessionArea(page).getByRole('link', { name: 'Sign out' }).click();
  await expect(sessionArea(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('turns on two-step verification, signs in with a code, remembers the device, turns it off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const email = `katherine.${Date.now()}@example.com`;
  const password = 'orbital-mechanics';

  await page.goto(`${store.origin}/auth/signup`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page
    .getByLabel('Verification code')
    .fill(await latestMail(store, email, 'verification-code', 'code'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${store.origin}/account`);

  // The key is shown as a QR code, in groups of four and as its otpauth link; the app's code turns the
  // factor on.
  await expect(twoStep(page).getByText('Two-step verification is off.')).toBeVisible();
  await twoStep(page).getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(twoStep(page).getByRole('img', { name: 'QR code of the setup key' })).toBeVisible();
  const shown = await twoStep(page).locator('.totp-secret code').innerText();
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const secret = shown.replace(/\s/g, '');
  await expect(
    twoStep(page).getByRole('link', { name: 'Open the key in your authenticator app' }),
  ).toHaveAttribute('href', new RegExp(`^otpauth://totp/.+secret=${secret}`));
  await twoStep(page).getByLabel('Code', { exact: true }).fill(authenticatorCode(secret));
  await twoStep(page).getByRole('button', { name: 'Turn on' }).click();
  // The factor's line, not the setup's own words (which also say "authenticator app" until the answer comes).
  await expect(
    twoStep(page).getByRole('listitem').filter({ hasText: 'On: Authenticator app' }),
  ).toBeVisible();
  await expect(twoStep(page).locator('.totp-secret')).toHaveCount(0);

  // The recovery codes are shown once, with Copy and Download, until the member says they are saved.
  const panel = twoStep(page).getByRole('region', { name: 'Save your recovery codes' });
  const codeList = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeList).toHaveCount(10);
  const codes = await codeList.allInnerTexts();
  for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(panel.getByRole('button', { name: 'Copy the recovery codes' })).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await panel.getByRole('button', { name: 'I have saved them' }).click();
  await expect(panel).toHaveCount(0);
  await expect(twoStep(page).getByText('10 recovery codes left')).toBeVisible();

  // Without the phone: a recovery code finishes the sign-in, once, and the member is told by e-mail.
  await signOut(page);
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill((codes[0] ?? '').toLowerCase());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(`${store.origin}/account`);
  await expect(twoStep(page).getByText('9 recovery codes left')).toBeVisible();
  expect(await latestMail(store, email, 'recovery-code-used', 'link')).toBe(`${store.origin}/account`);
  await signOut(page);
  await signIn(page, email, password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'That recovery code is not right, or it was used already',
  );
  await page.getByRole('button', { name: 'Use your authenticator app instead' }).click();

  // The app's code: a wrong one is refused.
  await page.getByLabel('Code', { exact: true }).fill(authenticatorCode(secret, 5));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  // The enrolment spent the current code; the next step's is within the store's window.
  await page.getByLabel('Code', { exact: true }).fill(authenticatorCode(secret, 1));
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(`${store.origin}/account`);
  await expect(page.getByRole('main').getByText(email)).toBeVisible();

  // This browser is remembered: the password alone signs in.
  await signOut(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(`${store.origin}/account`);

  // Right after signing in, the member may make new recovery codes (after a warning) and turn it off.
  await twoStep(page).getByRole('button', { name: 'Generate new codes' }).click();
  await expect(twoStep(page).getByText('Your old recovery codes stop working at once')).toBeVisible();
  await twoStep(page).getByRole('button', { name: 'Yes, make new codes' }).click();
  await expect(codeList).toHaveCount(10);
  expect((await codeList.allInnerTexts()).filter((code) => codes.includes(code))).toEqual([]);
  await panel.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoStep(page).getByText('10 recovery codes left')).toBeVisible();
  await twoStep(page).getByRole('button', { name: 'Turn off' }).click();
  await expect(twoStep(page).getByText('Two-step verification is off.')).toBeVisible();
  await signOut(page);
  expect(problems).toEqual([]);
});
