import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './event-stream.js';

/** A body delivered in the given chunks, as a network would split it. */
function body(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readServerSentEvents(stream)) events.push(event);
  return events;
}

describe('readServerSentEvents', () => {
  it('reads ids and data split anywhere across chunks, and skips comments', async () => {
    const events = await all(
      body('id: 7\nda', 'ta: {"a":1}\n', '\n: heartbeat\n\nid:8\r', '\ndata:{"b":2}\r\n\r\n'),
    );
    expect(events).toEqual([
      { id: '7', data: '{"a":1}' },
      { id: '8', data: '{"b":2}' },
    ]);
  });

  it('joins multi-line data, takes retry, and drops an event the stream ended inside', async () => {
    const events = await all(body('retry: 5000\ndata: one\ndata: two\n\n', 'data: cut off'));
    expect(events).toEqual([{ data: 'one\ntwo', retry: 5000 }]);
  });

  it('dispatches nothing for a block without data', async () => {
    expect(await all(body('id: 3\n\n'))).toEqual([]);
  });
});
