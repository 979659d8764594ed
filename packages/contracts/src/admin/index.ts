// Store admin shapes: owner sign-in, the web admin's cookie session, and image uploads.
export * from './admin-login.js';
export * from './admin-session.js';
export * from './api-keys.js';
export * from './email-outbox.js';
export * from './media-upload.js';
export * from './oauth-clients.js';
