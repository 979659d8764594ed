// `cartwright client create`: registers an OAuth client for a store front and prints its id.
import { systemClock } from '../../clock.js';
import { createOAuthClient } from '../../modules/oauth/index.js';
import type { Command } from '../command.js';
import { listOption, stringOption } from './option-values.js';

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
  },
  async run({ db, options }) {
    const client = await createOAuthClient(
      { db, clock: systemClock },
      {
        name: stringOption(options, 'name'),
        redirectUris: listOption(options, 'redirect-uri'),
        allowedOrigins: listOption(options, 'origin'),
      },
    );
    return { clientId: client.id };
  },
  format: (result) => `Client id: ${String(result.clientId)}`,
};
