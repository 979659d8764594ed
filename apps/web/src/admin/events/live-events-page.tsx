// /admin/events: the store's events as they happen, newest first (type, entity, time, who), resuming after a
// dropped connection without losing or repeating any.
import type { LiveEvent } from '@cartwright/contracts';
import { useStoreClient } from '@cartwright/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { type Column, ResourceTable } from '../../ui/entities/resource-table.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { followLiveEvents, type StreamState } from './event-stream.js';

/** Enough to follow a session of shopping; older events leave the page. */
const KEPT = 200;

const STATE_LABELS: Record<StreamState, string> = {
  connecting: 'Connecting…',
  open: 'Live',
  reconnecting: 'Reconnecting…',
};

/** "Visitor 3f2a…", "Member 91c0…", "Admin", "App": who caused the event. */
function who({ identity }: LiveEvent): string {
  const id = identity.anonymousVisitorId ?? identity.memberId ?? identity.wixUserId ?? identity.appId;
  const kind = {
    ANONYMOUS_VISITOR: 'Visitor',
    MEMBER: 'Member',
    WIX_USER: 'Admin',
    APP: 'App',
    UNKNOWN: 'Unknown',
  }[identity.identityType];
  return id ? `${kind} ${id.slice(0, 8)}` : kind;
}

const time = (date: string) => new Date(date).toLocaleTimeString(undefined, { timeStyle: 'medium' });

const EVENT_COLUMNS: readonly Column<LiveEvent>[] = [
  { heading: 'Event', cell: (event) => <code>{event.eventType}</code> },
  {
    heading: 'Entity',
    className: 'live-entity',
    cell: (event) => (
      <>
        {event.entityFqdn ? `${event.entityFqdn.slice(event.entityFqdn.lastIndexOf('.') + 1)} ` : ''}
        <code>{event.entityId}</code>
      </>
    ),
  },
  {
    heading: 'Time',
    className: 'outbox-date',
    cell: (event) => <time dateTime={event.eventTime}>{time(event.eventTime)}</time>,
  },
  { heading: 'Who', cell: who },
];

export function LiveEventsPage() {
  const client = useStoreClient();
  const [events, setEvents] = useState<LiveEvent[]>([]);
  const [state, setState] = useState<{ state: StreamState; error?: unknown }>({ state: 'connecting' });
  useEffect(() => {
    const abort = new AbortController();
    void followLiveEvents(client, abort.signal, {
      onState: (next, error) => setState({ state: next, error }),
      // A resumed stream starts after the last cursor; the check keeps a repeat out all the same.
      onEvent: (event) =>
        setEvents((shown) =>
          shown.some((known) => known.cursor === event.cursor) ? shown : [event, ...shown].slice(0, KEPT),
        ),
    });
    return () => abort.abort();
  }, [client]);
  return (
    <section className="page" aria-labelledby="live-events-title">
      <h1 id="live-events-title">Live events</h1>
      <p>
        Every event the store records, as it happens. Send them to your own systems with{' '}
        <Link to="/webhooks">webhooks</Link>.
      </p>
      <p className="live-state" role="status">
        <span className={`status-badge status-${state.state === 'open' ? 'live' : 'inactive'}`}>
          {STATE_LABELS[state.state]}
        </span>
        {state.error ? ` ${describeError(state.error)}` : null}
      </p>
      <ResourceTable
        noun="events"
        label="Events, newest first"
        className="stack-table"
        columns={EVENT_COLUMNS}
        rows={events}
        rowKey={(event) => event.cursor}
        empty="No events since this page opened. Add something to a cart to see one."
      />
    </section>
  );
}
