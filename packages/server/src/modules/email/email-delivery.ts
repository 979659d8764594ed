// Delivery of the outbox over SMTP: a worker on each instance claims due PENDING messages (one instance
// per message, through a lease), sends them, and marks them SENT, or retries with a growing back-off and
// marks them FAILED after the last attempt.
import type { AppDeps } from '../../deps.js';
import { claimDueEmails, markEmailAttemptFailed, markEmailSent } from './email.repository.js';
import { deliveryErrorText, type MailSender, smtpEndpoint, smtpSender } from './smtp-sender.js';

/** Wait after failed attempt 1, 2, …; the attempt after the last wait is the final one. */
export const DELIVERY_BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 60 * 60_000];
export const MAX_DELIVERY_ATTEMPTS = DELIVERY_BACKOFF_MS.length + 1;
/** How long a claimed message is hidden from other senders: longer than any one SMTP conversation. */
export const DELIVERY_LEASE_MS = 5 * 60_000;
export const DELIVERY_INTERVAL_MS = 5_000;
const BATCH_SIZE = 20;

type DeliveryDeps = Pick<AppDeps, 'db' | 'clock' | 'logger'> & { smtpUrl: string };

export interface DeliveryTurn {
  sent: number;
  retried: number;
  failed: number;
}

/** One turn: sends the messages due now, one by one; answers what became of them. */
export async function deliverDueEmails(deps: DeliveryDeps, sender: MailSender): Promise<DeliveryTurn> {
  const turn: DeliveryTurn = { sent: 0, retried: 0, failed: 0 };
  const now = deps.clock();
  const claimed = await claimDueEmails(deps.db, now, new Date(now.getTime() + DELIVERY_LEASE_MS), BATCH_SIZE);
  for (const row of claimed) {
    try {
      await sender.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      await markEmailSent(deps.db, row.id, deps.clock());
      turn.sent++;
      deps.logger.info({ emailId: row.id, kind: row.kind }, 'E-mail sent');
    } catch (error) {
      const text = deliveryErrorText(error, deps.smtpUrl);
      const final = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      const retryAt = final
        ? null
        : new Date(deps.clock().getTime() + DELIVERY_BACKOFF_MS[row.attempts - 1]!);
      await markEmailAttemptFailed(deps.db, row.id, text, retryAt);
      if (final) turn.failed++;
      else turn.retried++;
      deps.logger.warn(
        { emailId: row.id, kind: row.kind, attempt: row.attempts, error: text },
        final ? 'E-mail delivery failed for good' : 'E-mail delivery failed; will retry',
      );
    }
  }
  return turn;
}

/**
 * Delivers due messages now and every `intervalMs` until stopped, one turn at a time; a failed turn is
 * logged and the next one tries again. The timer does not keep the process alive.
 * @example const delivery = startEmailDelivery({ ...deps, smtpUrl }, 'Shop <no-reply@shop.example>'); await delivery.stop();
 */
export function startEmailDelivery(
  deps: DeliveryDeps,
  from: string,
  intervalMs = DELIVERY_INTERVAL_MS,
): { stop(): Promise<void> } {
  const sender = smtpSender(deps.smtpUrl, from);
  let running: Promise<void> | undefined;
  const turn = () => {
    running ??= deliverDueEmails(deps, sender)
      .then(
        () => undefined,
        (error: unknown) => deps.logger.warn({ err: error }, 'E-mail delivery turn failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  turn();
  const timer = setInterval(turn, intervalMs).unref();
  deps.logger.info({ smtp: smtpEndpoint(deps.smtpUrl) }, 'E-mail delivery started');
  return {
    async stop() {
      clearInterval(timer);
      await running;
      sender.close();
    },
  };
}
