// The `modifiedFields` of an updated event (wire.md §5.2): every leaf that differs between two versions of
// an entity, under its flat path (`lineItems[0].quantity`), with its new value (null when it went away).
// Empty arrays and objects count as leaves. Both versions are walked together, so unchanged parts cost one
// comparison each and no paths are built for them.

type Changes = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of an object's defined values: undefined ones are not in the JSON, so not fields. */
const definedKeys = (value: Record<string, unknown>) =>
  Object.keys(value).filter((k) => value[k] !== undefined);

/** An own value only: `constructor` or `__proto__` must not read through to Object.prototype. */
const own = (value: Record<string, unknown>, key: string) =>
  Object.hasOwn(value, key) ? value[key] : undefined;

const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Sets every leaf under `path` to its value (`null` when `gone`). */
function leaves(value: unknown, path: string, into: Changes, gone: boolean): void {
  if (Array.isArray(value) && value.length > 0) {
    for (const [i, item] of value.entries()) leaves(item, `${path}[${i}]`, into, gone);
  } else if (isObject(value) && (definedKeys(value).length > 0 || path === '')) {
    for (const key of definedKeys(value)) leaves(value[key], childPath(path, key), into, gone);
  } else {
    into[path] = gone ? null : value;
  }
}

/** Whether a value is a container with children (not a leaf) at `path`. */
const branches = (value: unknown, path: string) =>
  Array.isArray(value) ? value.length > 0 : isObject(value) && (path === '' || definedKeys(value).length > 0);

const sameLeaf = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

function diff(before: unknown, after: unknown, path: string, into: Changes): void {
  if (before === after) return;
  const arrays = Array.isArray(before) && Array.isArray(after);
  const objects = isObject(before) && isObject(after);
  if (!(branches(before, path) && branches(after, path) && (arrays || objects))) {
    // Leaves, or containers of different shapes: compare their leaves path by path.
    if (!branches(before, path) && !branches(after, path)) {
      if (!sameLeaf(before, after)) into[path] = after;
      return;
    }
    const old: Changes = Object.create(null);
    const now: Changes = Object.create(null);
    leaves(before, path, old, false);
    leaves(after, path, now, false);
    for (const [key, value] of Object.entries(now)) {
      if (!(key in old) || !sameLeaf(old[key], value)) into[key] = value;
    }
    for (const key of Object.keys(old)) if (!(key in now)) into[key] = null;
    return;
  }
  if (arrays) {
    const [a, b] = [before as unknown[], after as unknown[]];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const at = `${path}[${i}]`;
      if (i >= a.length) leaves(b[i], at, into, false);
      else if (i >= b.length) leaves(a[i], at, into, true);
      else diff(a[i], b[i], at, into);
    }
    return;
  }
  const [a, b] = [before as Record<string, unknown>, after as Record<string, unknown>];
  for (const key of definedKeys(b)) {
    if (own(a, key) === undefined) leaves(b[key], childPath(path, key), into, false);
    else diff(a[key], b[key], childPath(path, key), into);
  }
  for (const key of definedKeys(a)) {
    if (own(b, key) === undefined) leaves(a[key], childPath(path, key), into, true);
  }
}

/**
 * Leaves of `after` that are new or changed, and leaves of `before` that are gone (as null). Top-level
 * keys in `ignore` (bookkeeping such as `updatedDate` and `revision`) are left out, with all under them.
 * @example modifiedFields({ buyerNote: 'a' }, { buyerNote: 'b' }) // { buyerNote: 'b' }
 */
export function modifiedFields(
  before: object,
  after: object,
  ignore: readonly string[] = [],
): Record<string, unknown> {
  // No prototype: a path is any key the entity holds, and `__proto__` must land as a key, not a prototype.
  const changes: Changes = Object.create(null);
  const without = (value: object) =>
    Object.fromEntries(Object.entries(value).filter(([key]) => !ignore.includes(key)));
  diff(
    ignore.length === 0 ? before : without(before),
    ignore.length === 0 ? after : without(after),
    '',
    changes,
  );
  return changes;
}
