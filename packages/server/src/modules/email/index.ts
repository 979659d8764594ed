// The email module's face: what other modules may use. Nothing outside the module imports its other files.

export { logQueuedEmail, type OutgoingEmail, outboxRowOf, sendEmail } from './email.service.js';
export { startEmailDelivery } from './email-delivery.js';
export { escapeHtml } from './html.js';
export { queuedEmailStep } from './queued-email.sql.js';
export {
  countShopperEmail,
  deleteExpiredShopperEmailCounters,
  type ShopperEmailCaps,
  type ShopperEmailVerdict,
} from './shopper-email-throttle.js';
export { mailFromFor } from './smtp-sender.js';
