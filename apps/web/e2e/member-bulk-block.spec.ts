// End to end: the owner filters the members by status, is told how many members a bulk block would change
// before confirming, and watches the job block exactly those; the others keep their status.
import { expect, test } from '@playwright/test';
import { ownerToken } from './support/member-mail.js';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('member-bulk-block');
});
test.afterAll(() => store?.stop());

/** Creates a member through the admin API (M16), as an owner's import would. */
async function createMember(token: string, loginEmail: string, status: 'PENDING' | 'APPROVED') {
  const response = await fetch(`${store.origin}/members/v1/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ member: { loginEmail, status } }),
  });
  expect(response.status).toBe(200);
}

test('an owner blocks every member waiting for approval after seeing how many that is', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await ownerToken(store);
  const stamp = Date.now();
  const pending = [1, 2, 3].map((n) => `waiting.${n}.${stamp}@example.com`);
  const approved = `approved.${stamp}@example.com`;
  for (const email of pending) await createMember(token, email, 'PENDING');
  await createMember(token, approved, 'APPROVED');

  await signInAsOwner(page, store, 'members', 'Members');
  const list = page.getByRole('table', { name: /Members/ });
  await expect(list.getByRole('row', { name: new RegExp(approved.replaceAll('.', '\\.')) })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('PENDING');
  await expect(page.getByText('3 members', { exact: true })).toBeVisible();

  // Every match of the filter: the store counts before anything changes.
  const bulk = page.getByRole('region', { name: 'Change several members' });
  await bulk.getByLabel(/Every member with the status “Waiting for approval”/).check();
  await bulk.getByRole('button', { name: 'Block…' }).click();
  const confirm = bulk.getByRole('group', { name: 'Block 3 members?' });
  await expect(confirm).toContainText('This will change 3 members.');
  // Cancelling changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('3 members', { exact: true })).toBeVisible();

  await bulk.getByRole('button', { name: 'Block…' }).click();
  await bulk.getByRole('button', { name: 'Yes, block 3 members' }).click();
  await expect(bulk.getByText('Done: 3 members blocked.')).toBeVisible();
  await expect(bulk.getByRole('progressbar')).toHaveAttribute('value', '3');

  // The list follows: nobody waits any more, the three are blocked, the approved member is not.
  await expect(page.getByText('No member matches.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('BLOCKED');
  for (const email of pending) {
    await expect(list.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) })).toContainText(
      'Blocked',
    );
  }
  await page.getByLabel('Status', { exact: true }).selectOption('APPROVED');
  await expect(list.getByRole('row', { name: new RegExp(approved.replaceAll('.', '\\.')) })).toContainText(
    'Approved',
  );
});
