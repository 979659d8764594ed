// The login-throttle module's face: back-off and flood limits for every sign-in (admins, members) and
// registration. Nothing outside the module imports its other files.
export { LoginThrottled } from './login-throttle.errors.js';
export {
  ADDRESS_LIMITS,
  type CountedAttempt,
  countAddressAttempt,
  countLoginAttempt,
  FIRST_BACKOFF_MS,
  forgiveLoginAttempt,
  LOGIN_LIMITS,
  LOGIN_WINDOWS_MS,
  type LoginAttempt,
  MAX_BACKOFF_MS,
  REGISTRATION_LIMIT,
  recentFailures,
  sweepLoginCounters,
} from './login-throttle.js';
