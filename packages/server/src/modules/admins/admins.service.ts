// Owner and contributor accounts: creation with argon2id password hashes, and look-up by id.
import { randomUUID } from 'node:crypto';
import type { FieldViolation } from '@cartwright/contracts';
import type { AdminRole } from '../../caller.js';
import { type Clock, systemClock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError, ValidationFailure } from '../../errors/app-error.js';
import { hashPassword, verifyNoPassword, verifyPassword } from '../../lib/passwords.js';
import { ADMIN_ROLES } from './admin-roles.js';
import {
  anyAdminExists,
  emailTaken,
  findAdminById,
  findAdminCredentialsByEmail,
  findFirstOwnerId,
  insertAdmin,
} from './admins.repository.js';
import type { Admin } from './admins.table.js';

export interface CreateAdminInput {
  email: string;
  password: string;
  role?: AdminRole;
}

export const MIN_PASSWORD_LENGTH = 8;
/** Hashing cost grows with input; nobody types a longer password. */
const MAX_PASSWORD_LENGTH = 256;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const duplicateEmail = () =>
  new AppError(409, 'DUPLICATE_EMAIL', 'An admin account with this e-mail already exists');

/**
 * Creates an owner or contributor account (role defaults to OWNER).
 * @example await createAdmin(deps, { email: 'owner@shop.example', password: 'long secret' })
 */
export async function createAdmin(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: CreateAdminInput,
): Promise<Admin> {
  const email = input.email.trim();
  const role = input.role ?? 'OWNER';
  const violations: FieldViolation[] = [];
  if (!EMAIL.test(email) || email.length > 254) {
    violations.push({ field: 'email', description: 'must be an e-mail address', violatedRule: 'FORMAT' });
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    violations.push({
      field: 'password',
      description: `must be at least ${MIN_PASSWORD_LENGTH} characters`,
      violatedRule: 'MIN_LENGTH',
    });
  } else if (input.password.length > MAX_PASSWORD_LENGTH) {
    violations.push({
      field: 'password',
      description: `must be at most ${MAX_PASSWORD_LENGTH} characters`,
      violatedRule: 'MAX_LENGTH',
    });
  }
  if (!ADMIN_ROLES.includes(role)) {
    violations.push({
      field: 'role',
      description: `must be one of ${ADMIN_ROLES.join(', ')}`,
      violatedRule: 'INVALID_ENUM_VALUE',
    });
  }
  if (violations.length > 0) throw new ValidationFailure(violations);
  if (await emailTaken(deps.db, email)) throw duplicateEmail();

  const admin: Admin = { id: randomUUID(), email, role, createdAt: deps.clock() };
  const passwordHash = await hashPassword(input.password);
  try {
    await insertAdmin(deps.db, {
      id: admin.id,
      email,
      password_hash: passwordHash,
      role,
      created_at: admin.createdAt,
    });
  } catch (error) {
    // Another request took the address between the check and the insert.
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
  return admin;
}

/**
 * The admin whose e-mail (any case) and password match, or undefined: a wrong password and an
 * unknown e-mail are not told apart, and take about as long.
 * @example const admin = await verifyAdminPassword(deps, 'owner@shop.example', 'long secret')
 */
export async function verifyAdminPassword(
  deps: { db: Db },
  email: string,
  password: string,
): Promise<Admin | undefined> {
  const found = await findAdminCredentialsByEmail(deps.db, email.trim());
  if (!found) {
    await verifyNoPassword(password);
    return undefined;
  }
  const ok = await verifyPassword(found.passwordHash, password);
  return ok ? found.admin : undefined;
}

/** The admin with this id, or undefined (also for ids that are not uuids). */
export function getAdmin(deps: { db: Db }, id: string): Promise<Admin | undefined> {
  return findAdminById(deps.db, id);
}

/** True once the store has any admin (the demo seed leaves such a store alone). */
export function storeHasAdmin(deps: { db: Db }): Promise<boolean> {
  return anyAdminExists(deps.db);
}

/** The id of the store's first owner (by creation), if there is one. */
export function getFirstOwnerId(deps: { db: Db }): Promise<string | undefined> {
  return findFirstOwnerId(deps.db);
}

const OWNER_REMEMBERED_MS = 60_000;

/**
 * `getFirstOwnerId`, remembered for a minute per database: every webhook envelope names the owner's account,
 * and the owner changes far less often than events go out.
 */
export function rememberedFirstOwnerId(clock: Clock = systemClock): (db: Db) => Promise<string | undefined> {
  const remembered = new WeakMap<Db, { until: number; id: Promise<string | undefined> }>();
  return (db) => {
    const now = clock().getTime();
    let entry = remembered.get(db);
    if (!entry || entry.until <= now) {
      entry = { until: now + OWNER_REMEMBERED_MS, id: findFirstOwnerId(db) };
      remembered.set(db, entry);
      entry.id.catch(() => remembered.delete(db));
    }
    return entry.id;
  };
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
