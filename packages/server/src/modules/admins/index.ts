// The admins module's face: what other modules may use. Nothing outside the module imports its other files.

export { ADMIN_ROLES } from './admin-roles.js';
export {
  createAdmin,
  getAdmin,
  getFirstOwnerId,
  rememberedFirstOwnerId,
  storeHasAdmin,
  verifyAdminPassword,
} from './admins.service.js';
