// The store module's face: what other modules may use. Nothing outside the module imports its other files.
export {
  createStoreSettings,
  getStoreCurrency,
  getStoreName,
  getWebClientId,
  getWebConfig,
  type StoreSecretUse,
  setWebClient,
  storeSecret,
} from './store.service.js';
export { savedStoreCurrencySql, storeCurrencySql } from './store-currency.sql.js';
