// The recovery module's face: what other modules may use. Nothing outside the module imports its other files.
export {
  deleteExpiredRecoveryTokens,
  RECOVERY_TOKEN_TTL_MS,
  spendMemberRecoveryTokens,
} from './recovery.service.js';
export { deleteExpiredRecoveryCounters } from './recovery-throttle.js';
