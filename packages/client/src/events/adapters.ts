// Webhook endpoints for the common server shapes. Each reads the raw body (the signature covers its exact
// bytes), answers 200 once the handler settles, the refusal's status for a WebhookError, 500 otherwise.
import { WebhookError } from './event-errors.js';
import type { EventProcessor, WebhookRequestHeaders } from './event-processor.js';

/** Larger bodies are refused before they are read whole. */
const MAX_BODY_BYTES = 1_048_576;

export interface WebhookHandlerOptions {
  /** Told of every failure (refusals and handler errors), e.g. to log it. */
  onError?: (error: unknown) => void;
}

function answer(error: unknown, options: WebhookHandlerOptions): { status: number; body: string } {
  options.onError?.(error);
  if (error instanceof WebhookError) {
    return { status: error.status, body: JSON.stringify({ code: error.code, message: error.message }) };
  }
  // A handler's own failure stays in the process: its message may hold anything.
  return {
    status: 500,
    body: JSON.stringify({ code: 'HANDLER_FAILED', message: 'The event handler failed' }),
  };
}

const tooLarge = { status: 413, body: JSON.stringify({ code: 'BODY_TOO_LARGE', message: 'Body too large' }) };
const OK = JSON.stringify({});

/**
 * A Fetch API endpoint: Node 20+, Deno, Bun, edge runtimes, Next.js route handlers.
 * @example export const POST = fetchWebhookHandler(events);
 */
export function fetchWebhookHandler(processor: EventProcessor, options: WebhookHandlerOptions = {}) {
  return async (request: Request): Promise<Response> => {
    const json = (status: number, body: string) =>
      new Response(body, { status, headers: { 'content-type': 'application/json' } });
    if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES)
      return json(tooLarge.status, tooLarge.body);
    const body = await request.text();
    if (body.length > MAX_BODY_BYTES) return json(tooLarge.status, tooLarge.body);
    try {
      await processor.process(body, request.headers);
      return json(200, OK);
    } catch (error) {
      const failure = answer(error, options);
      return json(failure.status, failure.body);
    }
  };
}

/** The parts of Node's IncomingMessage read here; Express's request adds `body`. */
export interface NodeWebhookRequest extends AsyncIterable<Uint8Array | string> {
  headers: Record<string, string | string[] | undefined>;
  /** Set by a body parser: use `express.raw()` or `express.text()` so the exact bytes stay available. */
  body?: unknown;
}
/** The parts of Node's ServerResponse written here. */
export interface NodeWebhookResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body: string): unknown;
}

async function readBody(request: NodeWebhookRequest): Promise<string | undefined> {
  const { body } = request;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  if (body !== undefined && body !== null && !(typeof body === 'object' && Object.keys(body).length === 0)) {
    throw new TypeError(
      'The webhook body was parsed already: mount express.raw() or express.text() for this route',
    );
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const encoder = new TextEncoder();
  for await (const chunk of request) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    size += bytes.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(bytes);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const bytes of chunks) {
    all.set(bytes, offset);
    offset += bytes.length;
  }
  return new TextDecoder().decode(all);
}

/**
 * A Node `http` or Express handler: `http.createServer(nodeWebhookHandler(events))`, or
 * `app.post('/webhooks', express.raw({ type: '*\/*' }), nodeWebhookHandler(events))`.
 */
export function nodeWebhookHandler(processor: EventProcessor, options: WebhookHandlerOptions = {}) {
  return async (request: NodeWebhookRequest, response: NodeWebhookResponse): Promise<void> => {
    let result: { status: number; body: string };
    try {
      const body = await readBody(request);
      if (body === undefined) result = tooLarge;
      else {
        await processor.process(body, request.headers as WebhookRequestHeaders);
        result = { status: 200, body: OK };
      }
    } catch (error) {
      result = answer(error, options);
    }
    response.statusCode = result.status;
    response.setHeader('content-type', 'application/json');
    response.end(result.body);
  };
}
