// The server's own logger writing JSON lines into memory, and a search of those lines for credentials in
// every encoding a log could carry them: text, a JSON array of byte values, base64 (either alphabet), hex.
import type { Logger } from 'pino';
import { createLogger } from '../logger.js';

export interface LogEntry {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export interface LogCapture {
  logger: Logger;
  /** Every line written so far, as written. */
  lines: string[];
  /** The lines from `from` on, parsed. */
  entries(from?: number): LogEntry[];
}

/** The logger `start` builds (JSON format, same options), at `trace` so every line is seen. */
export function captureLogs(): LogCapture {
  const lines: string[] = [];
  const destination = { write: (line: string) => void lines.push(line.trimEnd()) };
  return {
    logger: createLogger({ format: 'json', level: 'trace', destination }),
    lines,
    entries: (from = 0) => lines.slice(from).map((line) => JSON.parse(line) as LogEntry),
  };
}

/** One way a secret could be spelled in a log line, and the spelling to look for. */
interface Spelling {
  encoding: string;
  /** Found when any of these occurs in the line. */
  needles: string[];
  /** For byte arrays: a pattern, since a serializer may put spaces after the commas. */
  pattern?: RegExp;
}

/**
 * Base64 of the secret wherever it sits in a larger buffer: each of the three alignments gives other
 * characters, so each is encoded behind 0–2 filler bytes, keeping only the 4-character groups made of the
 * secret's bytes alone (the first group holds filler, the last may hold what follows).
 */
function base64Spellings(bytes: Buffer): string[] {
  const spellings: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const core = encoded.slice(shift ? 4 : 0, Math.floor((shift + bytes.length) / 3) * 4);
    spellings.push(core, core.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return spellings;
}

function spellingsOf(secret: string): Spelling[] {
  const bytes = Buffer.from(secret, 'utf8');
  const hex = bytes.toString('hex');
  return [
    { encoding: 'text', needles: [secret, encodeURIComponent(secret)] },
    { encoding: 'byte values', needles: [], pattern: new RegExp([...bytes].join(',\\s*')) },
    { encoding: 'base64', needles: base64Spellings(bytes) },
    { encoding: 'hex', needles: [hex, hex.toUpperCase()] },
  ];
}

export interface Leak {
  secret: string;
  encoding: string;
  /** The line around the first place it was found. */
  excerpt: string;
}

/** Where in `line` this spelling occurs, or -1. */
function indexIn(line: string, spelling: Spelling): number {
  for (const needle of spelling.needles) {
    const at = line.indexOf(needle);
    if (at >= 0) return at;
  }
  return spelling.pattern ? (spelling.pattern.exec(line)?.index ?? -1) : -1;
}

/** Every (secret, encoding) found in `lines`, each with an excerpt of the first line that holds it. */
export function findLeaks(lines: readonly string[], secrets: Record<string, string>): Leak[] {
  const leaks: Leak[] = [];
  for (const [name, secret] of Object.entries(secrets)) {
    for (const spelling of spellingsOf(secret)) {
      for (const line of lines) {
        const at = indexIn(line, spelling);
        if (at < 0) continue;
        const excerpt = `${line.slice(0, 120)} … ${line.slice(Math.max(120, at - 60), at + 120)}`;
        leaks.push({ secret: name, encoding: spelling.encoding, excerpt });
        break;
      }
    }
  }
  return leaks;
}
