// The frame of every e-mail an order sends its buyer: paragraphs of lines, in text and in escaped HTML, and
// last the signed link that opens the order in any browser (order-links.ts), also kept as the message's link.
import type { EmailKind, Order } from '@cartwright/contracts';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { escapeHtml, type OutgoingEmail, sendEmail } from '../email/index.js';
import { orderLink } from './order-links.js';

/** `2 × Linen shirt (Size: M, Color: Sage)`: a line as bought, with the options chosen. */
export function lineText(line: Order['lineItems'][number] | undefined, quantity: number): string {
  const options = (line?.descriptionLines ?? [])
    .map((d) => {
      const name = d.name?.original;
      const value = d.plainText?.original ?? d.colorInfo?.original;
      return name && value ? `${name}: ${value}` : undefined;
    })
    .filter((text) => text !== undefined);
  const name = line?.productName.original ?? 'Item';
  return `${quantity} × ${name}${options.length > 0 ? ` (${options.join(', ')})` : ''}`;
}

/** What one e-mail to an order's buyer says: each section a paragraph, its lines broken. */
export interface BuyerEmailParts {
  subject: string;
  kind: EmailKind;
  sections: readonly (readonly string[])[];
  /** The order's link (order-links.ts `orderLink`). */
  link: string;
}

/** @example return buyerEmail(order, { subject: 'Order #12 confirmed', kind: 'order-confirmation', sections, link }) */
export function buyerEmail(order: Order, parts: BuyerEmailParts): OutgoingEmail {
  const { subject, kind, sections, link } = parts;
  const text = `${[...sections.map((section) => section.join('\n')), `See your order: ${link}`].join('\n\n')}\n`;
  const html = [
    ...sections.map((section) => `<p>${section.map((line) => escapeHtml(line)).join('<br>')}</p>`),
    `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  ].join('\n');
  return { to: order.buyerInfo.email, subject, text, html, kind, data: { link } };
}

/**
 * Queues the e-mail `write` makes of the order and its link, in the transaction of the change it reports.
 * @example after: (trx, order) => emailBuyer(deps, trx, order, orderPaidEmail)
 */
export async function emailBuyer(
  deps: Pick<AppDeps, 'clock' | 'logger' | 'config'>,
  db: Db,
  order: Order,
  write: (order: Order, link: string) => OutgoingEmail,
): Promise<void> {
  await sendEmail(deps, db, write(order, await orderLink(db, deps.config.publicUrl, order.id)));
}
