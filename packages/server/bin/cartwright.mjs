#!/usr/bin/env node
// The `cartwright` command: a committed shim, so npm links it at install time, before dist/ is built.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write(
    `cartwright is not built yet (${fileURLToPath(main)} is missing).\n` +
      'In the repository, run `npm run build` or `npm start` once, then `npx cartwright` again.\n',
  );
  process.exit(1);
}
await import(main.href);
