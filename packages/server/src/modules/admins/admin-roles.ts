// The roles an admin account can have, as the CLI and the admin calls check them.
import type { AdminRole } from '../../caller.js';

export const ADMIN_ROLES = ['OWNER', 'CONTRIBUTOR'] as const satisfies readonly AdminRole[];
