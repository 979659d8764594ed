// The shape of a `cartwright <command>`: declared options, so --help and parsing come from one place.
import type { Db } from '../db/database.js';
import type { OptionSpec, OptionValues } from '../lib/parse-args.js';

/**
 * The options of a command that can ask a running store instead of opening its storage. The owner signs in:
 * an API key may not make credentials (the store refuses it), so the CLI acts as the admin's pages do.
 */
export const STORE_URL_OPTION = 'store-url';
export const OWNER_EMAIL_OPTION = 'owner-email';
export const OWNER_PASSWORD_OPTION = 'owner-password';
export const STORE_API_OPTIONS: Record<string, OptionSpec> = {
  [STORE_URL_OPTION]: {
    type: 'string',
    env: 'CARTWRIGHT_STORE_URL',
    description: "A running store's URL: ask it over its API (as its owner) instead of opening the database",
  },
  [OWNER_EMAIL_OPTION]: {
    type: 'string',
    env: 'CARTWRIGHT_OWNER_EMAIL',
    description: "The owner's e-mail, for --store-url",
  },
  [OWNER_PASSWORD_OPTION]: {
    type: 'string',
    env: 'CARTWRIGHT_OWNER_PASSWORD',
    description:
      "The owner's password, for --store-url (prefer the variable: a flag shows in the process list)",
  },
};

/** A running store and the owner who asks it. */
export interface StoreAccess {
  url: string;
  email: string;
  password: string;
}

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
  /**
   * The same work asked of a running store over its API, for `--store-url` (its data directory is locked while
   * it runs on the embedded database). Gets no `db`.
   */
  runAgainstStore?(store: StoreAccess, options: OptionValues): Promise<Record<string, unknown>>;
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
