// The shape of a `cartwright <command>`: declared options, so --help and parsing come from one place.
import type { Db } from '../db/database.js';
import type { OptionSpec, OptionValues } from '../lib/parse-args.js';

/** What a command that works on the store's data receives: the opened, migrated database. */
export interface CommandContext {
  db: Db;
  options: OptionValues;
}

interface CommandBase {
  /** e.g. `client create`, `api-key create`, `owner create`, `seed`, `start`. */
  name: string;
  summary: string;
  options: Record<string, OptionSpec>;
  format?(result: Record<string, unknown>): string;
}

/**
 * A command. Most get the database opened (and the data directory locked) for them; one that keeps
 * running (start) opens storage itself, holding the lock for its lifetime, and so gets no `db`.
 * `run` returns the result object: printed as JSON with `--json`, otherwise through `format`.
 */
export type Command =
  | (CommandBase & { managesStorage?: false; run(context: CommandContext): Promise<Record<string, unknown>> })
  | (CommandBase & {
      managesStorage: true;
      run(context: { options: OptionValues }): Promise<Record<string, unknown>>;
    });
