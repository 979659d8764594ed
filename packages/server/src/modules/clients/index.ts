// The clients module's face: what other modules may use. Nothing outside the module imports its other files.
export { createOAuthClient, getOAuthClient, isAllowedOrigin } from './clients.service.js';
