// The back-in-stock calls, each named once: `index.ts` exports them by name and as the `backInStock` module.
export { confirmBackInStockRequest } from './confirm-back-in-stock-request.js';
export { countBackInStockRequests } from './count-back-in-stock-requests.js';
export { createBackInStockRequest } from './create-back-in-stock-request.js';
export { listBackInStockRequests } from './list-back-in-stock-requests.js';
