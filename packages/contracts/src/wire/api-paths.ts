// The path prefixes the store answers as API (wire.md §0.1 gateway prefixes, plus Cartwright's own).
// The server never answers them with the web app, and the web app's dev server forwards them.
export const API_PATH_PREFIXES = [
  '/ecom',
  '/members',
  '/stores',
  '/stores-reader',
  '/v2',
  '/_api',
  '/iam',
  '/oauth2',
  '/redirect-session',
  '/headless',
  '/cartwright',
  '/healthz',
  '/openapi.json',
] as const;

export const isApiPath = (path: string): boolean =>
  API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
