// One outbox message opened: its facts, the code or link it carries, and its plain text.
import type { OutboxMessage } from '@cartwright/contracts';

export function OutboxMessageView({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  return (
    <article className="admin-section outbox-message" aria-labelledby="outbox-message-subject">
      <h2 id="outbox-message-subject">{message.subject}</h2>
      <dl className="outbox-facts">
        <dt>To</dt>
        <dd>{message.to}</dd>
        <dt>Sent</dt>
        <dd>{new Date(message.createdDate).toLocaleString()}</dd>
        <dt>Kind</dt>
        <dd>{message.kind}</dd>
        <dt>Delivery</dt>
        <dd>{message.deliveryState}</dd>
        {message.data.code ? (
          <>
            <dt>Code</dt>
            <dd>
              <code className="outbox-code">{message.data.code}</code>
            </dd>
          </>
        ) : null}
        {message.data.link ? (
          <>
            <dt>Link</dt>
            <dd>
              <a href={message.data.link} rel="noreferrer">
                {message.data.link}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <pre className="outbox-text">{message.text}</pre>
      <p>
        <button type="button" className="secondary-button" onClick={onClose}>
          Close message
        </button>
      </p>
    </article>
  );
}
