// Store admin shapes: owner sign-in and image uploads.
export * from './admin-login.js';
export * from './media-upload.js';
