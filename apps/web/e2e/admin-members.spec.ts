// End to end, the owner's members pages: filtering by status, a bulk block whose count the owner sees before
// confirming and whose job blocks exactly those members, a bulk approve of selected members, and one member's
// page (edit, mute, disconnect, delete contact details, delete).
import { expect, test } from '@playwright/test';
import { ownerToken } from './support/member-mail.js';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('admin-members');
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

/** A row of the member list, by the member's e-mail. */
const rowName = (email: string) => new RegExp(email.replaceAll('.', '\\.'));

test('an owner blocks every member waiting for approval after seeing the count, then approves two selected', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await ownerToken(store);
  const stamp = Date.now();
  const pending = [1, 2, 3].map((n) => `waiting.${n}.${stamp}@example.com`);
  const approved = `approved.${stamp}@example.com`;
  for (const email of pending) await createMember(token, email, 'PENDING');
  await createMember(token, approved, 'APPROVED');

  await signInAsOwner(page, store, 'members', 'Members');
  const list = page.getByRole('table', { name: /Members/ });
  await expect(list.getByRole('row', { name: rowName(approved) })).toBeVisible();
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
    await expect(list.getByRole('row', { name: rowName(email) })).toContainText('Blocked');
  }
  await page.getByLabel('Status', { exact: true }).selectOption('APPROVED');
  await expect(list.getByRole('row', { name: rowName(approved) })).toContainText('Approved');

  // Selected members: two of the blocked ones are approved again, the third stays blocked.
  await page.getByLabel('Status', { exact: true }).selectOption('BLOCKED');
  await list.getByRole('checkbox', { name: `Select ${pending[0]}` }).check();
  await list.getByRole('checkbox', { name: `Select ${pending[1]}` }).check();
  await bulk.getByLabel('The selected members (2)').check();
  await bulk.getByRole('button', { name: 'Approve…' }).click();
  await expect(bulk.getByRole('group', { name: 'Approve 2 members?' })).toBeVisible();
  await bulk.getByRole('button', { name: 'Yes, approve 2 members' }).click();
  await expect(bulk.getByText('Done: 2 members approved.')).toBeVisible();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await expect(list.getByRole('row', { name: rowName(pending[2]!) })).toContainText('Blocked');
});

test('an owner edits one member, mutes and disconnects them, deletes their phones, then the member', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `single.${Date.now()}@example.com`;
  const response = await fetch(`${store.origin}/members/v1/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await ownerToken(store) },
    body: JSON.stringify({
      member: { loginEmail: email, contact: { taggedPhones: [{ phone: '+1 555 0100', tag: 'WORK' }] } },
    }),
  });
  expect(response.status).toBe(200);

  await signInAsOwner(page, store, 'members', 'Members');
  await page.getByLabel('Search members').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();

  const details = page.getByRole('form', { name: 'Details' });
  await details.getByLabel('First name').fill('Dorothy');
  await details.getByLabel('Last name').fill('Vaughan');
  await details.getByRole('button', { name: 'Save member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dorothy Vaughan' })).toBeVisible();

  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Mute' }).click();
  await expect(page.locator('.member-facts')).toContainText('Muted');
  await actions.getByRole('button', { name: 'Unmute' }).click();
  await expect(page.locator('.member-facts')).not.toContainText('Muted');
  await actions.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.locator('.member-facts')).toContainText('Disconnected');

  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText('+1 555 0100');
  await contact.getByRole('button', { name: 'Delete phones' }).click();
  await contact.getByRole('button', { name: 'Yes, delete 1 phone' }).click();
  await expect(contact).not.toContainText('+1 555 0100');

  await page.getByRole('button', { name: 'Delete member' }).click();
  await page.getByRole('button', { name: 'Yes, delete Dorothy Vaughan' }).click();
  await expect(page).toHaveURL(`${store.origin}/admin/members`);
  await page.getByLabel('Search members').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No member matches.')).toBeVisible();
});
