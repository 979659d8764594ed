// /admin/email-outbox: the e-mails the store sent (verification codes, reset links), newest first, filtered by
// address; a message opens below the list. The list reads the outbox again every few seconds and on demand.
import { useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ResourceTable } from '../../ui/entities/resource-table.js';
import { shortDateTime } from '../short-date.js';
import { OutboxMessageView } from './outbox-message.js';
import { outboxQuery } from './outbox-queries.js';

/** How often the open list reads the outbox again (only while the tab is visible): new mail shows by itself. */
export const OUTBOX_REFRESH_MS = 5_000;

export function EmailOutboxPage() {
  const client = useStoreClient();
  const [, navigate] = useLocation();
  // The filter lives in the address (?to=), so a reload or a shared link shows the same list.
  const to = new URLSearchParams(useSearch()).get('to') ?? '';
  const [openId, setOpenId] = useState<string>();
  const list = useQuery({
    ...outboxQuery(client, to),
    placeholderData: keepPreviousData,
    refetchInterval: OUTBOX_REFRESH_MS,
  });
  const messages = list.data?.messages ?? [];
  const open = messages.find((message) => message.id === openId);
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('to') ?? '').trim();
    setOpenId(undefined);
    navigate(address ? `/email-outbox?to=${encodeURIComponent(address)}` : '/email-outbox');
  };
  return (
    <section className="page" aria-labelledby="outbox-title">
      <h1 id="outbox-title">E-mail outbox</h1>
      <p>Every e-mail the store sent to shoppers, newest first. New ones appear here by themselves.</p>
      <form className="inline-form outbox-filter" aria-label="Filter by recipient" onSubmit={filter}>
        <label htmlFor="outbox-to">Recipient</label>
        <input
          id="outbox-to"
          name="to"
          type="email"
          defaultValue={to}
          key={to}
          placeholder="name@example.com"
        />
        <button type="submit" className="button-link">
          Filter
        </button>
        <button type="button" className="secondary-button" onClick={() => void list.refetch()}>
          Refresh
        </button>
      </form>
      <ResourceTable
        noun="e-mails"
        columns={[
          {
            heading: 'Subject',
            cell: (message) => (
              <button
                type="button"
                className="text-button outbox-subject"
                aria-expanded={message.id === openId}
                onClick={() => setOpenId(message.id === openId ? undefined : message.id)}
              >
                {message.subject}
              </button>
            ),
          },
          { heading: 'To', cell: (message) => message.to },
          { heading: 'Kind', cell: (message) => message.kind },
          {
            heading: 'Sent',
            className: 'outbox-date',
            cell: (message) => shortDateTime(message.createdDate),
          },
        ]}
        rows={list.data?.messages}
        rowKey={(message) => message.id}
        isOpen={(message) => message.id === openId}
        loading={list.isPending}
        error={list.error}
        empty={to ? `No e-mails to ${to}.` : 'The store has not sent any e-mails yet.'}
      />
      {open ? <OutboxMessageView message={open} onClose={() => setOpenId(undefined)} /> : null}
    </section>
  );
}
