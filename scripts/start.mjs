// `npm start`: builds what the store runs when it is missing or out of date, then starts it with the given flags.
import { spawn } from 'node:child_process';
import { ensureStartBuilt } from './ensure-built.mjs';

await ensureStartBuilt();
const server = spawn(
  process.execPath,
  ['packages/server/dist/cli/main.js', 'start', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
// The terminal's Ctrl-C reaches the server too; wait for its clean shutdown instead of dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
