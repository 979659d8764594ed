// The abandoned-checkouts module's face: what other modules may use. Nothing outside the module imports its other files.
export {
  checkoutOfRecoveryToken,
  detectAbandonedCheckouts,
  markCheckoutCompleted,
} from './abandoned-checkouts.service.js';
