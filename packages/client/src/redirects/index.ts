// `@cartwright/client/redirects`: redirect sessions to the store's hosted pages.
export * from './calls.js';
/** Every redirects call, for `createClient({ modules: { redirects } })`. */
export * as redirects from './calls.js';
