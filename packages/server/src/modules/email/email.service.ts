// Sending e-mail: every message goes to the outbox first, in the transaction of the change that asks
// for it. With an SMTP server (`config.smtpUrl`) it waits there PENDING for the delivery worker
// (email-delivery.ts); without one it is printed to the log, which is how local development reads
// verification codes and recovery links.
import { randomUUID } from 'node:crypto';
import type { EmailKind } from '@cartwright/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { insertEmail, selectEmails } from './email.repository.js';
import type { EmailData, EmailOutboxRow, EmailOutboxTable } from './email.table.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
  data?: EmailData;
}

/**
 * Queues a message; pass the transaction of the change it belongs to (`db`), so it exists exactly when
 * the change commits.
 * @example await sendEmail(deps, trx, { to, subject: 'Your code', text, html, kind: 'verification-code', data: { code } })
 */
export async function sendEmail(
  deps: Pick<AppDeps, 'clock' | 'logger' | 'config'>,
  db: Db,
  message: OutgoingEmail,
): Promise<void> {
  const row = outboxRowOf(deps, message);
  await insertEmail(db, row);
  logQueuedEmail(deps, row);
}

/**
 * The outbox row that queues a message now: PENDING for the delivery worker with an SMTP server, otherwise
 * LOGGED. For a statement of another module that queues it (`queuedEmailStep`); `logQueuedEmail` after.
 */
export function outboxRowOf(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  message: OutgoingEmail,
): Insertable<EmailOutboxTable> & { id: string } {
  const now = deps.clock();
  const delivered = deps.config.smtpUrl !== undefined;
  return {
    id: randomUUID(),
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    kind: message.kind,
    data: JSON.stringify(message.data ?? {}),
    created_at: now,
    delivery_state: delivered ? 'PENDING' : 'LOGGED',
    next_attempt_at: delivered ? now : null,
    last_error: null,
    sent_at: null,
  };
}

/** Tells the log a message was queued; without an SMTP server the log is its delivery, so it holds the text. */
export function logQueuedEmail(deps: Pick<AppDeps, 'logger'>, row: Insertable<EmailOutboxTable>): void {
  // A delivered message's body (codes, links) stays out of the log: only its recipient may read it.
  if (row.delivery_state === 'PENDING') {
    deps.logger.info({ emailId: row.id, kind: row.kind }, 'E-mail queued');
    return;
  }
  deps.logger.info(
    { emailId: row.id, to: row.to_address, kind: row.kind },
    `E-mail "${row.subject}"\n${row.text_body}`,
  );
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  data: EmailData;
  deliveryState: EmailOutboxRow['delivery_state'];
  createdDate: string;
  /** Delivery attempts so far (SMTP only). */
  attempts: number;
  sentDate?: string;
  /** Why the last attempt failed, without the SMTP credentials. */
  lastError?: string;
}

/** The newest messages, optionally to one address. */
export async function listOutboxMessages(
  deps: Pick<AppDeps, 'db'>,
  options: { to?: string; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await selectEmails(deps.db, options);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    kind: row.kind,
    data: row.data,
    deliveryState: row.delivery_state,
    createdDate: row.created_at.toISOString(),
    attempts: row.attempts,
    ...(row.sent_at ? { sentDate: row.sent_at.toISOString() } : {}),
    ...(row.last_error ? { lastError: row.last_error } : {}),
  }));
}
