// The sso module's face: what other modules may use. Nothing outside the module imports its other files.
export { deleteExpiredSsoLogins } from './sso-login.service.js';
