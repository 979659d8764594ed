#!/usr/bin/env node
// The `cartwright` executable: runs one command and exits with its code.
import { commands } from './commands/index.js';
import { runCli } from './run-cli.js';

const code = await runCli(commands, process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
});
process.exit(code);
