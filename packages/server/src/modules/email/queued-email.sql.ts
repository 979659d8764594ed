// The e-mail another module's statement queues with its own change (a placed order's confirmation, numbered
// by the same statement): a step of its `with`.
import { type Expression, type Insertable, type InsertQueryBuilder, type QueryCreator, sql } from 'kysely';
import type { Tables } from '../../db/tables.js';
import type { EmailOutboxTable } from './email.table.js';

/**
 * The step of a `with` that queues a message whose subject and bodies hold `placeholder` where a value the
 * statement computes goes (a placed order's number): each occurrence is replaced by `value`.
 * @example db.with('queued_email', (qc) => queuedEmailStep(qc, row, '#-1234', sql`'#' || n.last_number`))
 */
export function queuedEmailStep<DB extends Tables>(
  qc: QueryCreator<DB>,
  row: Insertable<EmailOutboxTable>,
  placeholder: string,
  value: Expression<string>,
): InsertQueryBuilder<DB, 'email_outbox', { id: string }> {
  const filled = (text: string) => sql`replace(${text}::text, ${placeholder}::text, ${value})`;
  // Typed against the tables alone: DB only adds the statement's earlier steps, which this one never names.
  const step = (qc as unknown as QueryCreator<Tables>)
    .insertInto('email_outbox')
    .columns([
      'id',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'kind',
      'data',
      'created_at',
      'delivery_state',
      'next_attempt_at',
    ])
    .expression(
      sql`select ${row.id}::uuid, ${row.to_address}::text, ${filled(row.subject)}, ${filled(row.text_body)},
        ${filled(row.html_body)}, ${row.kind}::text, ${row.data ?? '{}'}::jsonb, ${row.created_at}::timestamptz,
        ${row.delivery_state}::text, ${row.next_attempt_at ?? null}::timestamptz`,
    )
    .returning('id');
  return step as unknown as InsertQueryBuilder<DB, 'email_outbox', { id: string }>;
}
