// End to end: a first visit is one visitor: one anonymous token request, one subject on every later page and tab.
import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';

const isTokenRequest = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/oauth2/token';

/** The subject (`sub`) of an access token, a JWT the client sends raw in the Authorization header. */
function subjectOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** Records, for a whole browser context, the token requests and the subjects API calls were sent as. */
function watch(context: BrowserContext) {
  const tokenRequests: Request[] = [];
  const subjects = new Set<string>();
  context.on('request', (request) => {
    if (isTokenRequest(request)) tokenRequests.push(request);
    const authorization = request.headers().authorization;
    if (authorization) subjects.add(subjectOf(authorization));
  });
  return { tokenRequests, subjects };
}

/** The access token the page keeps in localStorage, once it has one. */
async function storedAccessToken(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    for (let i = 0; i < window.localStorage.length; i++) {
      const raw = window.localStorage.getItem(window.localStorage.key(i) ?? '') ?? '';
      if (raw.includes('"accessToken"')) {
        const value = (JSON.parse(raw) as { accessToken?: { value?: string } }).accessToken?.value;
        if (value) return value;
      }
    }
    return false;
  });
  return (await handle.jsonValue()) as string;
}

for (const path of ['/', '/products']) {
  test(`a first visit to ${path} asks for one visitor token and stays that visitor on later pages`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const seen = watch(context);
    const page = await context.newPage();
    await page.goto(path);
    const visitor = subjectOf(await storedAccessToken(page));
    await page.waitForLoadState('networkidle');
    expect(seen.tokenRequests).toHaveLength(1);
    expect(seen.tokenRequests[0]!.postDataJSON()).toMatchObject({ grantType: 'anonymous' });

    await page.goto('/products');
    await page.locator('.product-card a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(subjectOf(await storedAccessToken(page))).toBe(visitor);
    expect(seen.tokenRequests).toHaveLength(1);
    expect([...seen.subjects]).toEqual([visitor]);
    await context.close();
  });
}

test('two tabs opened at once on a first visit share one visitor', async ({ browser }) => {
  const context = await browser.newContext();
  const seen = watch(context);
  const [home, listing] = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all([home.goto('/'), listing.goto('/products')]);
  const [fromHome, fromListing] = await Promise.all([storedAccessToken(home), storedAccessToken(listing)]);
  // The pages came server-rendered with their catalog answers: a product opened in each tab is the first API call.
  await Promise.all(
    [home, listing].map((tab) => tab.locator('main a[href^="/product-page/"]').first().click()),
  );
  await Promise.all([home, listing].map((tab) => expect(tab).toHaveURL(/\/product-page\//)));
  await Promise.all([home.waitForLoadState('networkidle'), listing.waitForLoadState('networkidle')]);
  expect(seen.tokenRequests).toHaveLength(1);
  expect(subjectOf(fromListing)).toBe(subjectOf(fromHome));
  expect([...seen.subjects]).toEqual([subjectOf(fromHome)]);
  await context.close();
});
