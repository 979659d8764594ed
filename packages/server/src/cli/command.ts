// The shape of a `cartwright <command>`: declared options, so --help and parsing come from one place.
import type { Db } from '../db/database.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  description: string;
  required?: boolean;
  /** Environment variable that supplies the value when the flag is absent. */
  env?: string;
  /** May be given more than once (values collected in an array). */
  multiple?: boolean;
}

export type OptionValues = Record<string, string | string[] | boolean | undefined>;

export interface CommandContext {
  /** The opened, migrated database (storage flags are handled before `run`). */
  db: Db;
  options: OptionValues;
}

export interface Command {
  /** e.g. `client create`, `api-key create`, `owner create`, `seed`, `start`. */
  name: string;
  summary: string;
  options: Record<string, OptionSpec>;
  /**
   * Returns the result object: printed as JSON with `--json`, otherwise through `format`.
   * Commands that keep running (start) handle their own output and resolve when stopped.
   */
  run(context: CommandContext): Promise<Record<string, unknown>>;
  format?(result: Record<string, unknown>): string;
  /** True when the command opens storage itself (start: it must hold the lock for its lifetime). */
  managesStorage?: boolean;
}
