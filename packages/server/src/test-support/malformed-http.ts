// Hostile HTTP/1.1 byte streams for the fuzz test, each carrying credentials, and a raw socket to send them:
// what Node's parser refuses (bad chunks, oversize heads, bare LF, smuggling shapes) and what a client cuts off.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import {
  ADMIN_SESSION_COOKIE,
  HOSTED_SESSION_COOKIE,
  MAX_REQUEST_HEAD_BYTES,
  TRUSTED_DEVICE_COOKIE,
} from '@cartwright/contracts';

/** Credentials a raw request carries: in Authorization, an API-key header, cookies and the query string. */
export interface RawSecrets {
  bearer: string;
  apiKey: string;
  adminSession: string;
  hostedSession: string;
  trustedDevice: string;
  accessToken: string;
  code: string;
}

/** Fresh random secrets, long enough that no log line holds one by chance, in any encoding. */
export function rawSecrets(): RawSecrets {
  const secret = () => randomBytes(24).toString('base64url');
  return {
    bearer: secret(),
    apiKey: secret(),
    adminSession: secret(),
    hostedSession: secret(),
    trustedDevice: secret(),
    accessToken: secret(),
    code: secret(),
  };
}

export interface RawCase {
  name: string;
  /** Written in turn, `gapMs` apart. */
  pieces: string[];
  gapMs?: number;
  /**
   * After the last piece: read the answer; half-close and read it; or hang up at once, closing (`abort`) or
   * resetting (`reset`) the connection, and read nothing.
   */
  ending: 'read' | 'end' | 'abort' | 'reset';
  /** The statuses of the answers, in order; `below 500`: one answer, whatever the route says but a 5xx. */
  statuses: number[] | 'below 500';
}

/**
 * The cases, aimed at `path` (a route of the app with its parameters filled in). Node's parser refuses most
 * with 400 or 431 before the app runs; the cut-off bodies reach the body guard and end there.
 */
export function rawCases(path: string, secrets: RawSecrets): RawCase[] {
  const s = secrets;
  const target = `${path}?access_token=${s.accessToken}&code=${s.code}`;
  const credentials = [
    `Authorization: Bearer ${s.bearer}`,
    `X-Api-Key: ${s.apiKey}`,
    `Cookie: ${ADMIN_SESSION_COOKIE}=${s.adminSession}; ${HOSTED_SESSION_COOKIE}=${s.hostedSession}; ${TRUSTED_DEVICE_COOKIE}=${s.trustedDevice}`,
  ];
  const head = (requestLine: string, ...headers: string[]) =>
    `${[requestLine, 'Host: 127.0.0.1', ...credentials, ...headers].join('\r\n')}\r\n\r\n`;
  const post = (...headers: string[]) =>
    head(`POST ${target} HTTP/1.1`, 'Content-Type: application/json', ...headers);
  const fine = head(`GET ${target} HTTP/1.1`, 'Connection: close');
  return [
    {
      name: 'bad chunk size',
      pieces: [`${post('Transfer-Encoding: chunked')}ZZ\r\n{}\r\n0\r\n\r\n`],
      ending: 'read',
      statuses: [400],
    },
    {
      name: 'oversize head',
      pieces: [head(`GET ${target} HTTP/1.1`, `X-Filler: ${'f'.repeat(MAX_REQUEST_HEAD_BYTES)}`)],
      ending: 'read',
      statuses: [431],
    },
    {
      name: 'oversize head, its credentials after the filler',
      pieces: [
        `GET ${target} HTTP/1.1\r\nX-Filler: ${'f'.repeat(MAX_REQUEST_HEAD_BYTES - 200)}\r\n${head('X-Pad: 1')}`,
      ],
      ending: 'read',
      statuses: [431],
    },
    {
      name: 'body cut off mid-way (declared length)',
      pieces: [`${post('Content-Length: 1000')}{"lineItems":[{"quantity":`],
      ending: 'abort',
      statuses: [],
    },
    {
      name: 'body cut off mid-way (chunked), connection reset',
      pieces: [`${post('Transfer-Encoding: chunked')}40\r\n{"lineItems":[`],
      ending: 'reset',
      statuses: [],
    },
    {
      name: 'bare LF line endings',
      pieces: [fine.replaceAll('\r\n', '\n')],
      ending: 'read',
      statuses: [400],
    },
    {
      name: 'invalid header byte',
      pieces: [head(`GET ${target} HTTP/1.1`, 'X-Bad: a\u0001b')],
      ending: 'read',
      statuses: [400],
    },
    {
      name: 'space before a header colon',
      pieces: [head(`GET ${target} HTTP/1.1`, 'X-Spaced : 1')],
      ending: 'read',
      statuses: [400],
    },
    {
      name: 'Content-Length and Transfer-Encoding both (smuggling)',
      pieces: [
        `${post('Content-Length: 6', 'Transfer-Encoding: chunked')}0\r\n\r\nGET /admin HTTP/1.1\r\n\r\n`,
      ],
      ending: 'read',
      statuses: [400],
    },
    {
      name: 'two different Content-Lengths',
      pieces: [`${post('Content-Length: 2', 'Content-Length: 3')}{}`],
      ending: 'read',
      statuses: [400],
    },
    {
      // One packet: the parser meets the second head before the first answer is written (so 400 alone).
      name: 'pipelined pair, the second malformed',
      pieces: [`${head('GET /healthz HTTP/1.1')}${head(`GET ${target} HTTP/1.1`, 'Bad Header')}`],
      ending: 'read',
      statuses: 'below 500',
    },
    {
      // The first is answered first; the second's refusal cannot follow it into the stream, so one answer.
      name: 'pipelined pair, the second malformed and late',
      pieces: [head('GET /healthz HTTP/1.1'), head(`GET ${target} HTTP/1.1`, 'Bad Header')],
      gapMs: 100,
      ending: 'read',
      statuses: 'below 500',
    },
    {
      name: 'head cut off, then half-closed',
      pieces: [head(`GET ${target} HTTP/1.1`).slice(0, -20)],
      ending: 'end',
      statuses: [400],
    },
    {
      name: 'slow head',
      pieces: chop(fine, 8),
      gapMs: 25,
      ending: 'read',
      statuses: 'below 500',
    },
  ];
}

/** `text` in `count` pieces of about the same size. */
function chop(text: string, count: number): string[] {
  const size = Math.ceil(text.length / count);
  return Array.from({ length: count }, (_, i) => text.slice(i * size, (i + 1) * size));
}

/**
 * Sends the case's pieces and collects the status of every answer until the server closes, 3 s pass, or
 * half a second passes after the last byte of an answer (a route may hold a stream open).
 */
export function sendRaw(port: number, rawCase: RawCase): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve([...data.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((m) => Number(m[1])));
    };
    let timer = setTimeout(done, 3_000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      data += chunk;
      clearTimeout(timer);
      timer = setTimeout(done, 500);
    });
    // A reset is how a server may end a connection it refused; whether an answer came first is asserted.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      rawCase.ending === 'abort' || rawCase.ending === 'reset' || error.code === 'ECONNRESET'
        ? done()
        : reject(error),
    );
    socket.on('close', done);
    socket.on('connect', async () => {
      for (const [i, piece] of rawCase.pieces.entries()) {
        if (i > 0 && rawCase.gapMs) await new Promise((wait) => setTimeout(wait, rawCase.gapMs));
        socket.write(piece, 'latin1');
      }
      if (rawCase.ending === 'end') socket.end();
      if (rawCase.ending === 'abort') socket.end(done);
      if (rawCase.ending === 'reset') socket.resetAndDestroy();
    });
  });
}
