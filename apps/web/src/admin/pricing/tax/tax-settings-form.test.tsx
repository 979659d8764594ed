// @vitest-environment happy-dom
// The admin save pattern on its smallest form: pending while the save and the refresh run, the failure with the
// request id to quote, success said, and the pricing reads refreshed.
import { createClient, OAuthStrategy } from '@cartwright/client';
import { createStoreQueryClient, StoreProvider } from '@cartwright/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { pricingKeys } from '../pricing-queries.js';
import { TaxSettingsForm } from './tax-settings-form.js';

afterEach(cleanup);

const json = (status: number, body: object, requestId: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-wix-request-id': requestId },
  });

function setup() {
  const answers: (() => Response)[] = [];
  const waiting: ((response: Response) => void)[] = [];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const client = createClient({
    host: 'http://store.test',
    auth: OAuthStrategy({
      clientId: 'web',
      tokens: {
        accessToken: { value: 'access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
        refreshToken: { value: 'refresh', role: 'visitor' },
      },
    }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push({ method: request.method, url: new URL(request.url).pathname, body: await request.json() });
      const answer = answers.shift();
      return answer ? answer() : new Promise<Response>((resolve) => waiting.push(resolve));
    },
  });
  const queryClient = createStoreQueryClient();
  // A pricing read held in the cache: a save must mark it invalid, so the next page shown reads it again.
  queryClient.setQueryData(PROBE, 'before');
  render(
    <StoreProvider client={client} queryClient={queryClient}>
      <TaxSettingsForm settings={{ taxIncludedInPrices: false }} />
    </StoreProvider>,
  );
  return { answers, waiting, sent, invalidated: () => queryClient.getQueryState(PROBE)?.isInvalidated };
}

const PROBE = [...pricingKeys.all, 'probe'];

const button = () => screen.getByRole('button') as HTMLButtonElement;

it('shows the save as pending, then the failure with its request id, and sends nothing until asked again', async () => {
  const { waiting, sent, invalidated } = setup();
  expect(button().disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Prices include tax' }));
  fireEvent.click(button());
  await screen.findByText('Saving…');
  expect(button().disabled).toBe(true);
  expect(sent).toEqual([
    {
      method: 'PUT',
      url: '/cartwright/v1/tax-settings',
      body: { taxSettings: { taxIncludedInPrices: true } },
    },
  ]);
  await act(async () =>
    waiting.shift()!(
      json(
        409,
        {
          message: 'conflict',
          details: {
            applicationError: { code: 'TAX_SETTINGS_LOCKED', description: 'Tax settings are locked' },
          },
        },
        'req-42',
      ),
    ),
  );
  expect((await screen.findByRole('alert')).textContent).toBe('Tax settings are locked (request id req-42)');
  expect(screen.queryByRole('status')).toBeNull();
  expect(button().textContent).toBe('Save tax settings');
  expect(sent).toHaveLength(1);
  expect(invalidated()).toBe(false);
});

it('says the settings were saved, and the pricing reads are to be read again', async () => {
  const { answers, invalidated } = setup();
  answers.push(() => json(200, { taxSettings: { taxIncludedInPrices: true } }, 'req-43'));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Prices include tax' }));
  fireEvent.click(button());
  expect((await screen.findByRole('status')).textContent).toBe('Tax settings saved.');
  expect(invalidated()).toBe(true);
  expect(screen.queryByRole('alert')).toBeNull();
});
