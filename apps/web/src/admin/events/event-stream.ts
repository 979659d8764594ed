// Reads the store's live event feed (GET /cartwright/v1/events/stream, server-sent events) with the admin's
// token, and reconnects where it left off with `Last-Event-ID`, as EventSource would. EventSource itself
// cannot send the Authorization header that admin calls carry.
import type { StoreClient } from '@cartwright/client';
import { EVENTS_STREAM_PATH, type LiveEvent } from '@cartwright/contracts';

interface ServerSentEvent {
  id?: string;
  data: string;
  retry?: number;
}

/** Splits an SSE body into its events (the text/event-stream format: fields up to a blank line). */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event: ServerSentEvent = { data: '' };
  let hasData = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    // CRLF or LF (a lone CR is not used by any server we talk to, and would split a CRLF across chunks).
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (hasData) yield event;
        event = { data: '' };
        hasData = false;
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') {
        event.data = hasData ? `${event.data}\n${text}` : text;
        hasData = true;
      } else if (field === 'id') event.id = text;
      else if (field === 'retry' && /^\d+$/.test(text)) event.retry = Number(text);
    }
  }
}

export type StreamState = 'connecting' | 'open' | 'reconnecting';

interface StreamCallbacks {
  onEvent: (event: LiveEvent) => void;
  onState: (state: StreamState, error?: unknown) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Follows the feed until `signal` aborts; after a drop it waits (3 s, or the server's `retry:`) and resumes. */
export async function followLiveEvents(client: StoreClient, signal: AbortSignal, callbacks: StreamCallbacks) {
  let lastId: string | undefined;
  let retryMs = 3000;
  callbacks.onState('connecting');
  while (!signal.aborted) {
    try {
      const response = await client.fetchWithAuth(EVENTS_STREAM_PATH, {
        headers: { accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
        signal,
      });
      if (!response.ok || !response.body) throw new Error(`The live feed answered ${response.status}`);
      callbacks.onState('open');
      for await (const message of readServerSentEvents(response.body)) {
        if (message.id) lastId = message.id;
        if (message.retry !== undefined) retryMs = message.retry;
        callbacks.onEvent(JSON.parse(message.data) as LiveEvent);
      }
      if (!signal.aborted) callbacks.onState('reconnecting');
    } catch (error) {
      if (signal.aborted) return;
      callbacks.onState('reconnecting', error);
    }
    await sleep(retryMs, signal);
  }
}
