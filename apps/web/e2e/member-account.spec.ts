// End to end: a member edits their profile, slug and contact details on the account page, joins and leaves the
// community, finds the account sections a redirect session opens, and finally deletes the account.
import { expect, type Page, test } from '@playwright/test';
import { ownerToken } from './support/member-mail.js';
import { type OwnStore, startOwnStore } from './support/own-store.js';
import { signUp } from './support/sign-up.js';

let store: OwnStore;

test.beforeAll(async () => {
  // A fresh embedded database takes seconds to create and seed.
  test.setTimeout(240_000);
  store = await startOwnStore('member-account');
});
test.afterAll(() => store?.stop());

const sessionArea = (page: Page) => page.getByRole('region', { name: 'Your session' });

/** A member made by the owner through the admin API (M16), public or private; answers the member's slug. */
async function otherMember(loginEmail: string, privacyStatus: 'PUBLIC' | 'PRIVATE'): Promise<string> {
  const response = await fetch(`${store.origin}/members/v1/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await ownerToken(store) },
    body: JSON.stringify({ member: { loginEmail, privacyStatus } }),
  });
  expect(response.status).toBe(200);
  const { member } = (await response.json()) as { member: { profile: { slug: string } } };
  return member.profile.slug;
}

test('a member edits profile, slug and contact details, leaves the community and deletes the account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  const email = `grace.${Date.now()}@example.com`;
  const password = 'compiler-a0-1952';
  await signUp(page, store, { email, password, firstName: 'Grace', lastName: 'Hopper' });

  // Profile: the names, nickname and title are kept, and the header greets the member by the new name.
  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(profile.getByLabel('First name')).toHaveValue('Grace');
  await profile.getByLabel('First name').fill('Amazing Grace');
  await profile.getByLabel('Nickname').fill('Admiral');
  await profile.getByLabel('Title').fill('Rear admiral and programmer');
  await profile.getByLabel('Photo address').fill('not a web address');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Enter an address that starts with https://.')).toBeVisible();
  await profile.getByLabel('Photo address').fill('');
  await profile.getByRole('textbox', { name: 'About you' }).fill('Found the first actual bug.');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await expect(sessionArea(page).getByText('Amazing Grace Hopper')).toBeVisible();

  // Slug: a malformed one is refused as it is typed, a public member's is said to be taken as it is typed, a
  // private member's when saving; a free one is said to be free and is saved.
  const stamp = Date.now();
  const publicSlug = await otherMember(`public-${stamp}@example.com`, 'PUBLIC');
  const privateSlug = await otherMember(`private-${stamp}@example.com`, 'PRIVATE');
  const slugSection = page.getByRole('region', { name: 'Profile address' });
  const slug = slugSection.getByLabel('Address name (slug)');
  const save = slugSection.getByRole('button', { name: 'Save address' });
  await slug.fill('Not a slug!');
  await expect(
    slugSection.getByText('Use lowercase letters, digits and single hyphens between them.'),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  const taken = 'Another member already uses this address. Try another one.';
  await slug.fill(publicSlug);
  await expect(slugSection.getByText(taken)).toBeVisible();
  await expect(save).toBeDisabled();
  await slug.fill(privateSlug);
  await expect(slugSection.getByText(`“${privateSlug}” is free.`)).toBeVisible();
  await save.click();
  await expect(slugSection.getByText(taken)).toBeVisible();
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  const wanted = `admiral-${stamp}`;
  await slug.fill(wanted.toUpperCase());
  await expect(slugSection.getByText(`“${wanted}” is free.`)).toBeVisible();
  await slugSection.getByRole('button', { name: 'Save address' }).click();
  await expect(slugSection.getByRole('status')).toHaveText(`Your profile address is now “${wanted}”.`);
  await expect(slug).toHaveValue(wanted);

  // Contact details: a tagged phone and an address, kept across a reload.
  const contact = page.getByRole('region', { name: 'Contact details' });
  await contact.getByRole('button', { name: 'Add a phone' }).click();
  await contact.getByLabel('Phone 1', { exact: true }).fill('+1 202 555 0143');
  await contact.getByLabel('Phone 1 label').selectOption('MOBILE');
  await contact.getByRole('button', { name: 'Add an address' }).click();
  const address = contact.getByRole('group', { name: 'Address 1' });
  await address.getByLabel('Street and number').fill('1 Navy Yard');
  await address.getByLabel('City').fill('Arlington');
  await address.getByLabel('Country').selectOption('US');
  await address.getByLabel('Address 1 label').selectOption('WORK');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByRole('status')).toHaveText('Your contact details are saved.');

  // Custom fields: a web address that is not one is refused on its row; fixed, both fields are kept.
  const more = page.getByRole('region', { name: 'More about you' });
  await more.getByRole('button', { name: 'Add a field' }).click();
  await more.getByLabel('Field 1 name').fill('Favourite language');
  await more.getByLabel('Field 1 value').fill('COBOL');
  await more.getByRole('button', { name: 'Add a field' }).click();
  await more.getByLabel('Field 2 name').fill('Website');
  await more.getByLabel('Field 2 type').selectOption('URL');
  await more.getByLabel('Field 2 value').fill('navy.mil');
  await more.getByRole('button', { name: 'Save fields' }).click();
  await expect(more.getByText('must be an http(s) URL')).toBeVisible();
  await expect(more.getByLabel('Field 2 value')).toHaveAttribute('aria-invalid', 'true');
  await more.getByLabel('Field 2 value').fill('https://www.navy.mil');
  await more.getByRole('button', { name: 'Save fields' }).click();
  await expect(more.getByRole('status')).toHaveText('Your fields are saved.');

  await page.reload();
  await expect(profile.getByLabel('Nickname')).toHaveValue('Admiral');
  await expect(profile.getByRole('textbox', { name: 'About you' })).toHaveText('Found the first actual bug.');
  await expect(contact.getByLabel('Phone 1', { exact: true })).toHaveValue('+1 202 555 0143');
  await expect(contact.getByLabel('Phone 1 label')).toHaveValue('MOBILE');
  await expect(contact.getByRole('group', { name: 'Address 1' }).getByLabel('City')).toHaveValue('Arlington');
  await expect(more.getByLabel('Field 1 value')).toHaveValue('COBOL');
  await expect(more.getByLabel('Field 2 type')).toHaveValue('URL');
  await expect(more.getByLabel('Field 2 value')).toHaveValue('https://www.navy.mil');

  // Community: a new member's profile is private; joining makes it public, leaving private again.
  const community = page.getByRole('region', { name: 'Community' });
  await expect(community.getByText('Private', { exact: true })).toBeVisible();
  await community.getByRole('button', { name: 'Join the community' }).click();
  await expect(community.getByRole('status')).toHaveText('You joined the community.');
  await expect(community.getByText('Public', { exact: true })).toBeVisible();
  await community.getByRole('button', { name: 'Leave the community' }).click();
  await expect(community.getByRole('status')).toHaveText('You left the community. Your profile is private.');
  await expect(community.getByText('Private', { exact: true })).toBeVisible();

  // The sections a redirect session opens: /account/orders is the account's Orders section.
  const sections = page.getByRole('navigation', { name: 'Account sections' });
  // Only what the store keeps for members: no bookings, subscriptions or events that would say "none".
  await expect(sections.getByRole('link')).toHaveText(['Account info', 'Orders']);
  await sections.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(`${store.origin}/account/orders`);
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  await page.goto(`${store.origin}/account/account-info`);
  await expect(sections.getByRole('link', { name: 'Account info' })).toHaveAttribute('aria-current', 'page');

  // Deleting asks once more, signs the member out, and the account cannot sign in again.
  const deletion = page.getByRole('region', { name: 'Delete your account' });
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await deletion.getByRole('button', { name: 'Keep my account' }).click();
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await deletion.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText('Your account is deleted.')).toBeVisible();
  await expect(sessionArea(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${store.origin}/auth/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A deleted account's e-mail answers as any wrong e-mail or password.
  await expect(page.getByRole('alert')).toContainText('Wrong e-mail or password.');
  expect(problems).toEqual([]);
});
