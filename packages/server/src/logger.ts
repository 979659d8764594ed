// The server's logger: JSON lines for machines, pino-pretty for people; always on stderr so stdout
// carries only what commands print (the `start` ready line, `--json` results).
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogFormat, LogLevel } from './config.js';

/**
 * @example const logger = createLogger({ format: 'json', level: 'info' });
 */
export function createLogger(options: { format: LogFormat; level: LogLevel }): Logger {
  const stream =
    options.format === 'pretty'
      ? pretty({ destination: 2, colorize: process.stderr.isTTY, sync: true })
      : pino.destination({ dest: 2, sync: true });
  return pino({ level: options.level, base: undefined }, stream);
}
