// `@cartwright/client/admin`: store owner sign-in, the web admin's cookie session, and admin-only helpers.
import { adminCookieSession } from './admin-cookie-session.js';
import { adminLogin } from './admin-login.js';
import { resumeAdminSession } from './resume-admin-session.js';
import { uploadImage } from './upload-image.js';

export type { AdminCredentials } from './admin-login.js';
export { adminCookieSession, adminLogin, resumeAdminSession, uploadImage };

/** Every admin call, for `createClient({ modules: { admin } })`. */
export const admin = { adminLogin, resumeAdminSession, uploadImage };
