// Member sign-in shapes: registration, login, verification, the store's auth settings.
export * from './auth-settings.js';
export * from './authentication.js';
export * from './captcha.js';
export * from './error-codes.js';
export * from './factor-values.js';
export * from './factors.js';
export * from './identity.js';
export * from './sso.js';
export * from './verification.js';
