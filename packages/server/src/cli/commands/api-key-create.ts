// `cartwright api-key create`: makes an admin API key and prints it, the only time it is shown.
import { systemClock } from '../../clock.js';
import { createApiKey } from '../../modules/oauth/index.js';
import type { Command } from '../command.js';
import { stringOption } from './option-values.js';

export const apiKeyCreateCommand: Command = {
  name: 'api-key create',
  summary: 'Create an API key for admin tooling (printed once; only its hash is stored)',
  options: {
    name: { type: 'string', description: 'What the key is for, e.g. "Inventory sync"', required: true },
  },
  async run({ db, options }) {
    const { apiKey } = await createApiKey(
      { db, clock: systemClock },
      { name: stringOption(options, 'name') },
    );
    return { apiKey };
  },
  format: (result) => `API key (shown once, store it now): ${String(result.apiKey)}`,
};
