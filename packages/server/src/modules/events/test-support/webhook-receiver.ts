// A webhook receiver on a loopback port for delivery tests: records every request it reads in full, and
// answers as the test says (a status and headers, or a dropped connection).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MessageEnvelope, MessageEnvelopeSchema } from '@cartwright/contracts';
import { Value } from '@sinclair/typebox/value';
import { compactVerify, importSPKI, jwtVerify } from 'jose';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** Milliseconds since the epoch when it arrived. */
  at: number;
}

/** What to answer: a status (with headers), or `drop` to close the connection without an answer. */
export type Answer = { status: number; headers?: Record<string, string> } | 'drop';

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  answer(respond: (request: ReceivedWebhook, index: number) => Answer): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let respond: (request: ReceivedWebhook, index: number) => Answer = () => ({ status: 200 });
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = { headers: req.headers, body, at: Date.now() };
      const index = received.push(request) - 1;
      const answer = respond(request, index);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, answer.headers ?? {}).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(next) {
      respond = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A webhook body verified as a client would (wire.md §5.1): an RS256 JWT whose `data` claim is the envelope
 * JSON, with identity and data JSON strings again.
 */
export async function verifiedEnvelope(body: string, publicKeyPem: string): Promise<MessageEnvelope> {
  const key = await importSPKI(publicKeyPem, 'RS256');
  const { protectedHeader } = await compactVerify(body, key);
  if (protectedHeader.alg !== 'RS256') throw new Error(`alg ${protectedHeader.alg}`);
  const { payload } = await jwtVerify(body, key);
  if (typeof payload.data !== 'string') throw new Error('Unexpected type of JWT data');
  const envelope = JSON.parse(payload.data) as unknown;
  if (!Value.Check(MessageEnvelopeSchema, envelope)) throw new Error('not a message envelope');
  return envelope;
}
