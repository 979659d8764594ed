// Redirect-session vocabularies (spec §2, §7; wire.md §1.3, §3.2, §6 "Account sections").

/** What a redirect session leads to: exactly one per request (a oneof on the wire). */
export const REDIRECT_SESSION_INTENTS = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
  'membersAccount',
] as const;
export type RedirectSessionIntent = (typeof REDIRECT_SESSION_INTENTS)[number];

/** Keys that may accompany any intent. */
export const REDIRECT_SESSION_MODIFIERS = ['callbacks', 'preferences', 'origin'] as const;
export type RedirectSessionModifier = (typeof REDIRECT_SESSION_MODIFIERS)[number];

/**
 * The spec's redirect-session targets (spec §2), plus wire.md's ecomOrderPaymentRequest and
 * Cartwright's membersAccount: every key a create-redirect-session body may name except `origin`.
 */
export const REDIRECT_SESSION_TARGETS = [...REDIRECT_SESSION_INTENTS, 'callbacks', 'preferences'] as const;
export type RedirectSessionTarget = (typeof REDIRECT_SESSION_TARGETS)[number];

/** Sections of the member account a `membersAccount` redirect can open. */
export const MEMBERS_ACCOUNT_SECTIONS = [
  'ACCOUNT_INFO',
  'BOOKINGS',
  'ORDERS',
  'SUBSCRIPTIONS',
  'EVENTS',
] as const;
export type MembersAccountSection = (typeof MEMBERS_ACCOUNT_SECTIONS)[number];
