// The server's logger: JSON lines for machines, pino-pretty for people; always on stderr so stdout
// carries only what commands print (the `start` ready line, `--json` results).
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogFormat, LogLevel } from './config.js';

/**
 * The error properties a log line keeps. Pino's own serializer copies every property an error has, and
 * some carry what must never reach a log: Node's parser errors hold the request's bytes (`rawPacket`, with
 * its Authorization and Cookie headers); driver errors hold values (`scrubQueryError` removes them where
 * the statement runs, but an error from anywhere else may hold anything). These say what failed, and are
 * kept only as scalars.
 */
const SAFE_ERROR_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'reason',
  'bytesParsed',
  'status',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;
/** Which statement failed, as `scrubQueryError` records it on a driver error (its text, never its values). */
const STATEMENT_FIELDS = ['fingerprint', 'start', 'name'] as const;
const MAX_CAUSE_DEPTH = 5;
/** Configuration fields that hold secrets, where a log line could carry them. */
export const SECRET_PATHS = [
  'secretKey',
  'webhookSecret',
  'smtpUrl',
  '*.secretKey',
  '*.webhookSecret',
  '*.smtpUrl',
  '*.stripe.secretKey',
  '*.stripe.webhookSecret',
];

function copyScalars(
  from: Record<string, unknown>,
  to: Record<string, unknown>,
  fields: readonly string[],
): Record<string, unknown> {
  for (const field of fields) {
    const v = from[field];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') to[field] = v;
  }
  return to;
}

/**
 * An error as a log line shows it: type, message, stack, the safe fields, and its cause (and an
 * AggregateError's errors) the same way. A thrown object that is not an Error shows only its type (it
 * could hold anything); a thrown string or number shows as it is, being its own message.
 * @example logger.error({ err: error }, 'Background job failed') // err passes through this
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) {
    return value === null || typeof value !== 'object' ? value : { type: typeof value };
  }
  const shown: Record<string, unknown> = { type: value.name, message: value.message, stack: value.stack };
  const fields = value as unknown as Record<string, unknown>;
  copyScalars(fields, shown, SAFE_ERROR_FIELDS);
  if (typeof fields.statement === 'object' && fields.statement !== null) {
    shown.statement = copyScalars(fields.statement as Record<string, unknown>, {}, STATEMENT_FIELDS);
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (value.cause !== undefined) shown.cause = serializeError(value.cause, depth + 1);
    if (value instanceof AggregateError && Array.isArray(value.errors)) {
      shown.errors = value.errors.map((e: unknown) => serializeError(e, depth + 1));
    }
  }
  return shown;
}

/** An Error logged under another key than `err` is shown the same way, not as all it holds. */
function serializeStrayErrors(line: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in line) {
    if (key === 'err' || !(line[key] instanceof Error)) continue;
    copy ??= { ...line };
    copy[key] = serializeError(line[key]);
  }
  return copy ?? line;
}

/**
 * `destination` replaces stderr (tests read the JSON lines from memory).
 * @example const logger = createLogger({ format: 'json', level: 'info' });
 */
export function createLogger(options: {
  format: LogFormat;
  level: LogLevel;
  destination?: DestinationStream;
}): Logger {
  const stream =
    options.destination ??
    (options.format === 'pretty'
      ? pretty({ destination: 2, colorize: process.stderr.isTTY, sync: true })
      : pino.destination({ dest: 2, sync: true }));
  return pino(
    {
      level: options.level,
      base: undefined,
      // The secrets of the configuration, should a line ever carry it (`{ config }`, `{ stripe }`).
      redact: { paths: SECRET_PATHS, censor: '[redacted]' },
      serializers: { err: (error: unknown) => serializeError(error) },
      formatters: { log: serializeStrayErrors },
    },
    stream,
  );
}
