// The redirects module's face: what other modules may use. Nothing outside the module imports its other files.

export { getRedirectTargets, updateRedirectTargets } from './redirect-targets.service.js';
export { createRedirectSession } from './redirects.service.js';
