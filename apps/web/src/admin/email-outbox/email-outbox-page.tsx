// /admin/email-outbox: the e-mails the store sent (verification codes, reset links), newest first, filtered by
// address; a message opens below the list.
import { useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { shortDateTime } from '../short-date.js';
import { OutboxMessageView } from './outbox-message.js';
import { outboxQuery } from './outbox-queries.js';

export function EmailOutboxPage() {
  const client = useStoreClient();
  const [, navigate] = useLocation();
  // The filter lives in the address (?to=), so a reload or a shared link shows the same list.
  const to = new URLSearchParams(useSearch()).get('to') ?? '';
  const [openId, setOpenId] = useState<string>();
  const list = useQuery({ ...outboxQuery(client, to), placeholderData: keepPreviousData });
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
      <p>Every e-mail the store sent to shoppers, newest first.</p>
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
      </form>
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isPending ? <p role="status">Loading e-mails…</p> : null}
      {list.data && messages.length === 0 ? (
        <p>{to ? `No e-mails to ${to}.` : 'The store has not sent any e-mails yet.'}</p>
      ) : null}
      {messages.length > 0 ? (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Kind</th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id} data-open={message.id === openId || undefined}>
                  <th scope="row">
                    <button
                      type="button"
                      className="text-button outbox-subject"
                      aria-expanded={message.id === openId}
                      onClick={() => setOpenId(message.id === openId ? undefined : message.id)}
                    >
                      {message.subject}
                    </button>
                  </th>
                  <td>{message.to}</td>
                  <td>{message.kind}</td>
                  <td className="outbox-date">{shortDateTime(message.createdDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {open ? <OutboxMessageView message={open} onClose={() => setOpenId(undefined)} /> : null}
    </section>
  );
}
