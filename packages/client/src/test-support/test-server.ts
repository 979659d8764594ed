// A real HTTP server on 127.0.0.1 for client tests: it answers each request as the test's handler says and records it.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/ecom/v1/carts/current?x=1`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Waits this long before answering (timeouts). */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest, index: number) => Answer | Promise<Answer>;

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Replaces the handler for the next requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** Starts a server on a random port; `handler` decides each answer (default: 200 `{}`). */
export async function startTestServer(handler: Handler = () => ({ body: {} })): Promise<TestServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    };
    requests.push(recorded);
    const answer = await current(recorded, requests.length - 1);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An answer carrying the wire error envelope (wire §2.8). */
export function envelope(status: number, message: string, details: object, requestId = 'req-1'): Answer {
  return { status, body: { message, details }, headers: { 'x-wix-request-id': requestId } };
}
