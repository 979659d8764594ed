// `cartwright seed`: creates the demo store when the database has none.
import { systemClock } from '../../clock.js';
import { seedDemoStore } from '../../seed/demo-seed.js';
import type { Command } from '../command.js';

export const seedCommand: Command = {
  name: 'seed',
  summary: 'Create the demo store (settings, web app client, demo owner) if the database is empty',
  options: {},
  async run({ db }) {
    const result = await seedDemoStore({ db, clock: systemClock });
    return { ...result };
  },
  format(result) {
    if (!result.created) return 'The store is already set up; nothing changed.';
    const owner = result.owner as { email: string; password: string } | undefined;
    return owner
      ? `Demo store created.\nDemo owner: ${owner.email} / ${owner.password} (shown once)`
      : 'Demo store created (an admin account already existed, so no demo owner was added).';
  },
};
