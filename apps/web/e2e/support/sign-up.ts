// A new member signed up through the hosted sign-up page, as a shopper does it.
import { expect, type Page } from '@playwright/test';
import { latestMail } from './member-mail.js';
import type { OwnStore } from './own-store.js';

export interface NewMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Signs a new member up with the e-mailed code; ends on the account page. */
export async function signUp(page: Page, store: OwnStore, member: NewMember): Promise<void> {
  await page.goto(`${store.origin}/auth/signup`);
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
  await page
    .getByLabel('Verification code')
    .fill(await latestMail(store, member.email, 'verification-code', 'code'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${store.origin}/account`);
}
