// The uploads module's face: what other modules may use. Nothing outside the module imports its other files.
export { DEMO_MEDIA_PREFIX, findUpload, MEDIA_PATH } from './media-files.js';
