// `@cartwright/client/admin`: store owner sign-in and admin-only helpers, by name and as the `admin` module.
import { adminLogin } from './admin-login.js';
import { uploadImage } from './upload-image.js';

export type { AdminCredentials } from './admin-login.js';
export { adminLogin, uploadImage };

/** Every admin call, for `createClient({ modules: { admin } })`. */
export const admin = { adminLogin, uploadImage };
