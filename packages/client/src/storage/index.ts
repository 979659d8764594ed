// `@cartwright/client/storage`: token storage adapters for OAuthStrategy.
export { type CookieTokenStorageOptions, cookieTokenStorage } from './cookie-token-storage.js';
export { localStorageTokenStorage } from './local-storage-token-storage.js';
export { memoryTokenStorage } from './memory-token-storage.js';
