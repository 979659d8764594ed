export * from './change-password.js';
export * from './recovery.js';
