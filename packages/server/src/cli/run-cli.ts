// The `cartwright` command line: picks the command, parses its options, opens storage, runs, reports.
import { resolveStorageConfig, STORAGE_OPTIONS } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import type { OptionValues } from '../lib/parse-args.js';
import { parseArgs, UsageError } from '../lib/parse-args.js';
import { openStorage } from '../server.js';
import { type Command, OWNER_EMAIL_OPTION, OWNER_PASSWORD_OPTION, STORE_URL_OPTION } from './command.js';
import { commandHelp, GLOBAL_OPTIONS, globalHelp } from './help.js';

export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
}

/** The longest command name (`client create` before `client`) that the leading words spell. */
function findCommand(commands: readonly Command[], argv: readonly string[]) {
  const candidates = commands
    .map((command) => ({ command, words: command.name.split(' ') }))
    .filter(({ words }) => words.every((word, i) => argv[i] === word))
    .sort((a, b) => b.words.length - a.words.length);
  const found = candidates[0];
  return found ? { command: found.command, rest: argv.slice(found.words.length) } : undefined;
}

function formatResult(command: Command, result: Record<string, unknown>, json: boolean): string | undefined {
  if (json) return JSON.stringify(result);
  if (Object.keys(result).length === 0) return undefined;
  return command.format?.(result) ?? JSON.stringify(result, null, 2);
}

async function execute(command: Command, options: OptionValues): Promise<Record<string, unknown>> {
  if (command.managesStorage) return command.run({ options });
  const storeUrl = options[STORE_URL_OPTION];
  if (command.runAgainstStore && typeof storeUrl === 'string') {
    const [email, password] = [options[OWNER_EMAIL_OPTION], options[OWNER_PASSWORD_OPTION]];
    if (typeof email !== 'string' || email === '' || typeof password !== 'string' || password === '') {
      throw new UsageError(
        `--${STORE_URL_OPTION} needs the owner's sign-in: --${OWNER_EMAIL_OPTION} and CARTWRIGHT_OWNER_PASSWORD`,
      );
    }
    return command.runAgainstStore({ url: storeUrl.replace(/\/+$/, ''), email, password }, options);
  }
  const storage = await openStorage(resolveStorageConfig(options)).catch((error: unknown) => {
    // The embedded database allows one process; a command that can ask the running store says how.
    if (error instanceof DataDirLockedError && command.runAgainstStore) {
      error.message += ` Or ask the running store: --${STORE_URL_OPTION} http://… as the owner (--${OWNER_EMAIL_OPTION}, CARTWRIGHT_OWNER_PASSWORD).`;
    }
    throw error;
  });
  try {
    return await command.run({ db: storage.database.db, options });
  } finally {
    await storage.close();
  }
}

/**
 * Runs one invocation and returns its exit code: 0 success, 1 failure, 2 bad usage.
 * @example process.exitCode = await runCli(commands, process.argv.slice(2), io)
 */
export async function runCli(
  commands: readonly Command[],
  argv: readonly string[],
  io: CliIo,
): Promise<number> {
  const first = argv[0];
  if (first === undefined || first === '--help' || first === 'help') {
    (first === undefined ? io.err : io.out)(`${globalHelp(commands)}\n`);
    return first === undefined ? EXIT.usage : EXIT.ok;
  }
  const found = findCommand(commands, argv);
  if (!found) {
    io.err(
      `Unknown command: ${argv.filter((a) => !a.startsWith('--')).join(' ')}\n\n${globalHelp(commands)}\n`,
    );
    return EXIT.usage;
  }
  const { command, rest } = found;
  if (rest.includes('--help')) {
    io.out(`${commandHelp(command, STORAGE_OPTIONS)}\n`);
    return EXIT.ok;
  }
  let json = false;
  try {
    const options = parseArgs(rest, { ...STORAGE_OPTIONS, ...command.options, ...GLOBAL_OPTIONS }, io.env);
    json = options.json === true;
    const output = formatResult(command, await execute(command, options), json);
    if (output !== undefined) io.out(`${output}\n`);
    return EXIT.ok;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UsageError) {
      io.err(`${message}\nRun \`cartwright ${command.name} --help\` for usage.\n`);
      return EXIT.usage;
    }
    io.err(json ? `${JSON.stringify({ error: message })}\n` : `Error: ${message}\n`);
    if (!(error instanceof DataDirLockedError) && io.env.LOG_LEVEL === 'debug' && error instanceof Error) {
      io.err(`${error.stack}\n`);
    }
    return EXIT.failure;
  }
}
