// A request row as the wire shows it, the e-mail that asks its address to confirm it, and the one that tells
// its shopper the item is back.
import {
  BACK_IN_STOCK_CONFIRMATION_PAGE_PATH,
  BACK_IN_STOCK_CONFIRMATION_TTL_DAYS,
  type BackInStockRequest,
  STORE_CATALOG_APP_ID,
} from '@cartwright/contracts';
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
    confirmed: row.confirmed_at !== null,
    ...(row.confirmed_at ? { confirmedDate: row.confirmed_at.toISOString() } : {}),
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

/** The storefront page that confirms a request: it asks for a click, so a mail scanner's GET confirms nothing. */
export const confirmationPageUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}${BACK_IN_STOCK_CONFIRMATION_PAGE_PATH}/${token}`;

/** The first and only e-mail an address gets before it says yes: why it came, and how to ignore it. */
export function backInStockConfirmationEmail(row: BackInStockRequestRow, link: string): OutgoingEmail {
  const subject = `Confirm: tell me when ${row.item_name} is back`;
  const intro = `Someone asked us to e-mail ${row.email} when ${row.item_name} is back in stock.`;
  const ask = `If it was you, confirm within ${BACK_IN_STOCK_CONFIRMATION_TTL_DAYS} days:`;
  const ignore = 'If it was not, ignore this e-mail: we will not write about it again.';
  const action = 'Yes, tell me when it is back';
  const text = `${intro}\n\n${ask}\n${link}\n\n${ignore}\n`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(ask)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ].join('\n');
  return { to: row.email, subject, text, html, kind: 'back-in-stock-confirmation', data: { link } };
}
