// `cartwright owner create`: adds an owner or contributor account.
import type { AdminRole } from '../../caller.js';
import { systemClock } from '../../clock.js';
import { invalidField } from '../../errors/app-error.js';
import { ADMIN_ROLES, createAdmin } from '../../modules/admins/index.js';
import type { Command } from '../command.js';
import { stringOption } from './option-values.js';

export const ownerCreateCommand: Command = {
  name: 'owner create',
  summary: 'Create a store owner (or contributor) account',
  options: {
    email: { type: 'string', description: 'Sign-in e-mail address', required: true },
    password: {
      type: 'string',
      description: 'Password, at least 8 characters',
      required: true,
      env: 'CARTWRIGHT_OWNER_PASSWORD',
    },
    role: { type: 'string', description: 'OWNER (default) or CONTRIBUTOR' },
  },
  async run({ db, options }) {
    const role = stringOption(options, 'role').toUpperCase() || 'OWNER';
    if (!isAdminRole(role)) {
      throw invalidField('role', `must be one of ${ADMIN_ROLES.join(', ')}`, 'INVALID_ENUM_VALUE');
    }
    const admin = await createAdmin(
      { db, clock: systemClock },
      { email: stringOption(options, 'email'), password: stringOption(options, 'password'), role },
    );
    return { id: admin.id, email: admin.email, role: admin.role };
  },
  format: (result) => `Created ${String(result.role)} ${String(result.email)} (id ${String(result.id)})`,
};

const isAdminRole = (value: string): value is AdminRole => (ADMIN_ROLES as readonly string[]).includes(value);
