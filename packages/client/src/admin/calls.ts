// The admin calls that take the client, each named once: `index.ts` exports them by name and as the `admin` module.
export { adminLogin } from './admin-login.js';
export { resumeAdminSession } from './resume-admin-session.js';
export { uploadImage } from './upload-image.js';
