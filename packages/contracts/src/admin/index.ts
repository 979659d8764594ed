// Store admin shapes: owner sign-in.
export * from './admin-login.js';
