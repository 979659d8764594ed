// Catalog V3 entity failures with their application error codes.
import { AppError } from '../../errors/app-error.js';

export const CATALOG_ENTITY_ERROR_CODES = {
  notFound: 'ENTITY_NOT_FOUND',
  nameTaken: 'NAME_ALREADY_EXISTS',
  revisionMismatch: 'REVISION_MISMATCH',
  inUse: 'ENTITY_IN_USE',
} as const;

const short = (id: string) => id.slice(0, 100);

export const entityNotFound = (label: string, id: string) =>
  new AppError(404, CATALOG_ENTITY_ERROR_CODES.notFound, `${label} ${short(id)} not found`, {
    id: short(id),
  });

export const entityNameTaken = (label: string, nameKey: string, name: string) =>
  new AppError(
    409,
    CATALOG_ENTITY_ERROR_CODES.nameTaken,
    `Another ${label.toLowerCase()} already has the ${nameKey} "${name}"`,
    {
      [nameKey]: name,
    },
  );

/** An update made from an old read: nothing changes, and the caller reads again. */
export const revisionMismatch = (label: string, id: string, given: string, current: string) =>
  new AppError(
    409,
    CATALOG_ENTITY_ERROR_CODES.revisionMismatch,
    `${label} ${short(id)} is at revision ${current}, not ${given.slice(0, 20)}: read it again and retry`,
    { id: short(id), currentRevision: current },
  );

export const entityInUse = (label: string, id: string, products: number) =>
  new AppError(
    409,
    CATALOG_ENTITY_ERROR_CODES.inUse,
    `${label} ${short(id)} is assigned to ${products} product(s); remove it from them before deleting it`,
    { id: short(id), assignedProducts: products },
  );

/** A write that lost a race for a name at the unique index `catalog_v3_entities_name`. */
export function isNameViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return e?.code === '23505' && String(e.constraint ?? e.message ?? '').includes('catalog_v3_entities_name');
}
