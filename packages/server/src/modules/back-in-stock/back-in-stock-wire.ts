// A request row as the wire shows it, and the e-mail that tells its shopper the item is back.
import { type BackInStockRequest, STORE_CATALOG_APP_ID } from '@cartwright/contracts';
import { escapeHtml, type OutgoingEmail } from '../email/index.js';
import type { BackInStockRequestRow } from './back-in-stock.table.js';

export function toBackInStockRequest(row: BackInStockRequestRow): BackInStockRequest {
  return {
    id: row.id,
    catalogReference: {
      catalogItemId: row.product_id,
      appId: STORE_CATALOG_APP_ID,
      options: { variantId: row.variant_id },
    },
    email: row.email,
    status: row.status,
    itemName: row.item_name,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    ...(row.notified_at ? { notifiedDate: row.notified_at.toISOString() } : {}),
    ...(row.failure_reason ? { failureReason: row.failure_reason } : {}),
  };
}

/** The product page the e-mail links to. */
export const productPageUrl = (publicUrl: string, slug: string): string =>
  `${publicUrl}/product-page/${encodeURIComponent(slug)}`;

export function backInStockEmail(row: BackInStockRequestRow, link: string): OutgoingEmail {
  const subject = `${row.item_name} is back in stock`;
  const intro = `Good news: ${row.item_name} is back in stock. You asked us to tell you.`;
  const action = 'See it in the shop';
  const text = `${intro}\n\n${link}\n`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
  ].join('\n');
  return { to: row.email, subject, text, html, kind: 'back-in-stock', data: { link } };
}
