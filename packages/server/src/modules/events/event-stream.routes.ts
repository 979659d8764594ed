// `GET /cartwright/v1/events/stream` (admin): every new outbox event as a server-sent event, woken by the
// outbox's commit notice. The SSE id is the event's outbox position: a reconnecting browser sends it back as
// `Last-Event-ID` and the stream resumes after it.
import { EventsStreamQuerySchema, type LiveEvent, LiveEventSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { rowToStoredEvent } from './events.table.js';
import { lastOutboxPosition, selectOutboxEvents } from './outbox/events.repository.js';

const PAGE = 100;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
const CURSOR = /^[0-9]{1,19}$/;

/** Where to resume: after the `Last-Event-ID` header's position, else after `?after=`, else from now. */
function cursorOf(lastEventId: string | undefined, after: string | undefined): number | undefined {
  const [field, raw] = lastEventId === undefined ? ['after', after] : ['Last-Event-ID', lastEventId.trim()];
  if (raw === undefined) return undefined;
  const cursor = Number(raw);
  if (!CURSOR.test(raw) || !Number.isSafeInteger(cursor)) {
    throw invalidField(field, 'must be an id from this stream', 'FORMAT');
  }
  return cursor;
}

async function follow(deps: AppDeps, stream: SSEStreamingApi, start: number | undefined) {
  let cursor: number | bigint = start ?? (await lastOutboxPosition(deps.db)) ?? 0;
  let appended = true;
  let wake: (() => void) | undefined;
  const stop = deps.eventsAppended.onEventAppended(() => {
    appended = true;
    wake?.();
  });
  stream.onAbort(() => wake?.());
  try {
    while (!stream.aborted && !stream.closed) {
      if (appended) {
        appended = false;
        let rows = await selectOutboxEvents(deps.db, { afterPosition: cursor, limit: PAGE });
        while (rows.length > 0 && !stream.aborted) {
          for (const row of rows) {
            const event = rowToStoredEvent(row);
            const live: LiveEvent = {
              id: event.id,
              cursor: String(row.position),
              eventType: event.eventType,
              entityFqdn: event.entityFqdn,
              slug: event.slug,
              entityId: event.entityId,
              entityEventSequence: event.entityEventSequence,
              eventTime: event.createdAt.toISOString(),
              identity: event.identity,
              data: event.payload as Record<string, unknown>,
            };
            await stream.writeSSE({ id: live.cursor, data: JSON.stringify(live) });
            cursor = row.position;
          }
          rows =
            rows.length < PAGE
              ? []
              : await selectOutboxEvents(deps.db, { afterPosition: cursor, limit: PAGE });
        }
      }
      if (appended) continue;
      const woken = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), HEARTBEAT_MS);
        wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      wake = undefined;
      if (!woken && !stream.aborted) await stream.write(': heartbeat\n\n');
    }
  } finally {
    stop();
  }
}

/** Mounted at `EVENTS_STREAM_PATH`. */
export function eventStreamRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['events'], auth: 'admin' }).get(
    '/',
    {
      summary:
        'Every new event as server-sent events (text/event-stream), each `data` a LiveEvent; resumes after Last-Event-ID',
      query: EventsStreamQuerySchema,
      response: LiveEventSchema,
      responseMediaType: 'text/event-stream',
      errors: [400],
    },
    (c, { query }) => {
      const start = cursorOf(c.req.header('last-event-id'), query.after);
      return streamSSE(c, (stream) => follow(deps, stream, start));
    },
  ).app;
}
