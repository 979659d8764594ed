// `cartwright client create`: registers an OAuth client for a store front and prints its id.
import { type CreateOAuthClientRequest, OAUTH_CLIENTS_PATH, type OAuthClient } from '@cartwright/contracts';
import { systemClock } from '../../clock.js';
import type { OptionValues } from '../../lib/parse-args.js';
import { createOAuthClient } from '../../modules/oauth/index.js';
import { type Command, STORE_API_OPTIONS } from '../command.js';
import { postAsOwner } from '../store-api.js';
import { listOption, stringOption } from './option-values.js';

const clientInput = (options: OptionValues) => ({
  name: stringOption(options, 'name'),
  redirectUris: listOption(options, 'redirect-uri'),
  allowedOrigins: listOption(options, 'origin'),
});

export const clientCreateCommand: Command = {
  name: 'client create',
  summary: 'Register an OAuth client (a store front or app) and print its client id',
  options: {
    name: { type: 'string', description: 'Name shown to the store owner', required: true },
    'redirect-uri': {
      type: 'string',
      description: 'Absolute http(s) URL the sign-in flow may return to (repeatable)',
      required: true,
      multiple: true,
    },
    origin: {
      type: 'string',
      description: 'Browser origin (scheme://host[:port]) allowed to call the API (repeatable)',
      multiple: true,
    },
    ...STORE_API_OPTIONS,
  },
  async run({ db, options }) {
    const client = await createOAuthClient({ db, clock: systemClock }, clientInput(options));
    return { clientId: client.id };
  },
  async runAgainstStore(store, options) {
    const body: CreateOAuthClientRequest = { oauthClient: clientInput(options) };
    const { oauthClient } = await postAsOwner<{ oauthClient: OAuthClient }>(store, OAUTH_CLIENTS_PATH, body);
    return { clientId: oauthClient.id };
  },
  format: (result) => `Client id: ${String(result.clientId)}`,
};
