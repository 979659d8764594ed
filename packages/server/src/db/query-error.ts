// A failed statement's error as it may be logged: which statement failed, never the values it was given.
//
// Both drivers' errors carry values: PGlite attaches the statement's `params` (and `query`,
// `queryOptions`); PostgreSQL echoes row values in `detail` ("Key (email)=(…) already exists",
// "Failing row contains (…)"), parameter values in `where` when log_parameter_max_length_on_error
// is set, and the offending input in the message of data exceptions (SQLSTATE class 22:
// `invalid input syntax for type uuid: "…"`). The error is scrubbed where the statement runs, so
// whichever logger later serialises it (ours, or an embedding application's) never sees a value.
import { createHash } from 'node:crypto';

/** Properties of driver errors that may hold values of the statement or of rows. */
const VALUE_PROPERTIES = ['params', 'query', 'queryOptions', 'detail', 'where', 'internalQuery'] as const;

/** Identifies a statement without its values: a fingerprint of its text, and its prepared name if any. */
export interface FailedStatement {
  /** First 12 hex digits of the SHA-256 of the statement text: the same in every instance and run. */
  fingerprint: string;
  /** The text's beginning (Kysely sends values as $n parameters, so the text holds none). */
  start: string;
  /** The name it was prepared under in this session (PostgreSQL only). */
  name?: string;
}

export function statementFingerprint(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

const START_LENGTH = 80;

/** Double-quoted input echoed by data-exception messages. */
const QUOTED = /"(?:[^"]|"")*"/g;

/**
 * Removes every value from a driver error in place and records which statement failed as
 * `statement`; SQLSTATE `code`, `table`, `column` and `constraint` stay for callers and operators.
 * @example throw scrubQueryError(error, text, 'cw_3');
 */
export function scrubQueryError(error: unknown, text: string, name?: string): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const fields = error as Record<string, unknown>;
  for (const property of VALUE_PROPERTIES) delete fields[property];
  const code = fields.code;
  if (error instanceof Error && typeof code === 'string' && code.startsWith('22')) {
    const message = error.message;
    error.message = message.replace(QUOTED, '"…"');
    if (error.stack) error.stack = error.stack.replace(message, error.message);
  }
  const statement: FailedStatement = {
    fingerprint: statementFingerprint(text),
    start: text.replace(/\s+/g, ' ').trim().slice(0, START_LENGTH),
    ...(name ? { name } : {}),
  };
  fields.statement = statement;
  return error;
}
