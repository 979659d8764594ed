// `cartwright seed`: creates the demo store, as a first `start` would, when the database has none.
import { systemClock } from '../../clock.js';
import { seedFirstStart } from '../../server.js';
import type { Command } from '../command.js';
import { demoSignInLine } from '../start-lines.js';

export const seedCommand: Command = {
  name: 'seed',
  summary:
    'Create the demo store (settings, web app client, demo owner, catalog, pricing) if the database is empty',
  options: {},
  async run({ db }) {
    const result = await seedFirstStart({ db, clock: systemClock });
    return { ...result };
  },
  format(result) {
    if (!result.created) return 'The store is already set up; nothing changed.';
    const owner = result.owner as { email: string; password: string } | undefined;
    return owner
      ? demoSignInLine(owner)
      : 'Demo store created (an admin account already existed, so no demo owner was added).';
  },
};
