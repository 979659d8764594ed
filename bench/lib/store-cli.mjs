// The built store's CLI, run once for its JSON answer: the bench scripts make API keys and OAuth clients with it.
import { execFileSync } from 'node:child_process';

const cli = new URL('../../packages/server/dist/cli/main.js', import.meta.url).pathname;

/** Runs `main.js <args> --data-dir <dir> --json [--database-url <url>]` and parses what it prints. */
export function cliJson(args, dataDir, databaseUrl) {
  const all = [
    cli,
    ...args,
    '--data-dir',
    dataDir,
    '--json',
    ...(databaseUrl ? ['--database-url', databaseUrl] : []),
  ];
  // DATABASE_URL is cleared so only the flag chooses the database.
  return JSON.parse(
    execFileSync(process.execPath, all, { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } }),
  );
}

/** A new API key named `bench`. */
export function createApiKey(dataDir, databaseUrl) {
  return cliJson(['api-key', 'create', '--name', 'bench'], dataDir, databaseUrl).apiKey;
}
