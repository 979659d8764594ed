// Back-in-stock requests: the shopper's request, the admin list and counts, the event entity.
export * from './back-in-stock-request.js';
