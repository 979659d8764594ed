// The back-in-stock module's face: what other modules may use. Nothing outside the module imports its other files.
export { type Notified, notifyBackInStock, startBackInStockNotifier } from './back-in-stock-notify.js';
