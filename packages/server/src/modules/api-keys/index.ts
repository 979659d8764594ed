// The api-keys module's face: what other modules may use. Nothing outside the module imports its other files.
export { API_KEY_PREFIX, authenticateApiKey, createApiKey } from './api-keys.service.js';
