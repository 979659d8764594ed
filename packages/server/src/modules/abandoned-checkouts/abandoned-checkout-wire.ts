// An abandoned checkout row as the wire shows it, and the recovery e-mail around its link.
import {
  type AbandonedCheckout,
  CHECKOUT_RECOVERY_LINK_TTL_DAYS,
  type MultiCurrencyPrice,
} from '@cartwright/contracts';
import { currencyDigits, formatMinor, parseScaled, scaledToText } from '../../money/minor-units.js';
import { escapeHtml, type OutgoingEmail } from '../email/index.js';
import type { AbandonedCheckoutRow } from './abandoned-checkouts.table.js';

/** The hosted checkout page a buyer comes back to. */
export const checkoutUrl = (publicUrl: string, checkoutId: string): string =>
  `${publicUrl}/checkout/${encodeURIComponent(checkoutId)}`;

/** The recovery e-mail's link: the storefront page that takes the checkout over in whatever browser opens it. */
export const recoveryLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/checkout/recover/${encodeURIComponent(token)}`;

function price(amount: string | null, currency: string): MultiCurrencyPrice {
  const digits = currencyDigits(currency);
  const minor = parseScaled(amount ?? '0', digits);
  return { amount: scaledToText(minor, digits), formattedAmount: formatMinor(minor, currency) };
}

const iso = (date: Date | null) => (date ? { value: date.toISOString() } : undefined);

/** Only listed rows (a status) come here; markers are never shown. */
export function toAbandonedCheckout(row: AbandonedCheckoutRow, publicUrl: string): AbandonedCheckout {
  const currency = row.currency ?? 'USD';
  const recovered = iso(row.recovered_at);
  const emailed = iso(row.recovery_email_at);
  return {
    id: row.id,
    checkoutId: row.checkout_id,
    ...(row.cart_id ? { cartId: row.cart_id } : {}),
    status: row.status ?? 'RECOVERED',
    buyerInfo: {
      ...(row.buyer_email ? { email: row.buyer_email } : {}),
      ...(row.owner_kind === 'member' && row.owner_id ? { memberId: row.owner_id } : {}),
      ...(row.owner_kind === 'visitor' && row.owner_id ? { visitorId: row.owner_id } : {}),
    },
    subtotalPrice: price(row.subtotal, currency),
    totalPrice: price(row.total, currency),
    currency,
    itemCount: row.item_count ?? 0,
    checkoutUrl: checkoutUrl(publicUrl, row.checkout_id),
    checkoutCreatedDate: (row.checkout_created_at ?? row.updated_at).toISOString(),
    createdDate: (row.abandoned_at ?? row.updated_at).toISOString(),
    updatedDate: row.updated_at.toISOString(),
    ...(recovered ? { recoveredDate: recovered.value } : {}),
    ...(emailed ? { recoveryEmailDate: emailed.value } : {}),
  };
}

/** The one e-mail a buyer gets about a checkout left unfinished; `link` carries its recovery token. */
export function recoveryEmail(to: string, checkout: AbandonedCheckout, link: string): OutgoingEmail {
  const total = checkout.totalPrice.formattedAmount ?? checkout.totalPrice.amount ?? '';
  const intro = `You left ${checkout.itemCount} item${checkout.itemCount === 1 ? '' : 's'} (${total}) in your checkout.`;
  const action = 'Complete your order';
  const expiry = `The link works for ${CHECKOUT_RECOVERY_LINK_TTL_DAYS} days, on any device.`;
  const text = `${intro} Your checkout is still waiting for you:\n\n${link}\n\n${expiry}\n`;
  const html = [
    `<p>${escapeHtml(intro)} Your checkout is still waiting for you.</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(expiry)}</p>`,
  ].join('\n');
  return { to, subject: 'Your checkout is waiting', text, html, kind: 'abandoned-checkout', data: { link } };
}
