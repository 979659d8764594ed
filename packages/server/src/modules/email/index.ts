// The email module's face: what other modules may use. Nothing outside the module imports its other files.

export { type OutgoingEmail, sendEmail } from './email.service.js';
export { startEmailDelivery } from './email-delivery.js';
export { escapeHtml } from './html.js';
export { mailFromFor } from './smtp-sender.js';
