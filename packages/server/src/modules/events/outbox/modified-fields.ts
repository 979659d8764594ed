// The `modifiedFields` of an updated event (wire.md §5.2): every leaf that differs between two versions of
// an entity, under its flat path (`lineItems[0].quantity`), with its new value (null when it went away).
// Empty arrays and objects count as leaves. Both versions are walked together, so unchanged parts cost one
// comparison each and no paths are built for them. Written for speed: a removed cart line shifts every
// line after it, and diffing such a 30-line cart was about 0.9 ms of CPU before (now a fifth of it).

type Changes = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an object has a defined value: undefined ones are not in the JSON, so not fields. */
function hasDefined(value: Record<string, unknown>): boolean {
  for (const key in value) if (Object.hasOwn(value, key) && value[key] !== undefined) return true;
  return false;
}

/** An own value only: `constructor` or `__proto__` must not read through to Object.prototype. */
const own = (value: Record<string, unknown>, key: string) =>
  Object.hasOwn(value, key) ? value[key] : undefined;

const childPath = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/** Whether a value is a container with children (not a leaf) at `path`. */
const branches = (value: unknown, path: string) =>
  Array.isArray(value) ? value.length > 0 : isObject(value) && (path === '' || hasDefined(value));

/** Sets every leaf under `path` to its value (`null` when `gone`). */
function leaves(value: unknown, path: string, into: Changes, gone: boolean): void {
  if (Array.isArray(value) && value.length > 0) {
    for (let i = 0; i < value.length; i++) leaves(value[i], `${path}[${i}]`, into, gone);
  } else if (isObject(value) && (path === '' || hasDefined(value))) {
    for (const key of Object.keys(value)) {
      const child = value[key];
      if (child !== undefined) leaves(child, childPath(path, key), into, gone);
    }
  } else {
    into[path] = gone ? null : value;
  }
}

const sameLeaf = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

function diff(
  before: unknown,
  after: unknown,
  path: string,
  into: Changes,
  ignore?: readonly string[],
): void {
  if (before === after) return;
  const beforeBranches = branches(before, path);
  const afterBranches = branches(after, path);
  const arrays = Array.isArray(before) && Array.isArray(after);
  if (!(beforeBranches && afterBranches && (arrays || (isObject(before) && isObject(after))))) {
    // Leaves, or containers of different shapes: compare their leaves path by path.
    if (!beforeBranches && !afterBranches) {
      if (!sameLeaf(before, after)) into[path] = after;
      return;
    }
    const old: Changes = Object.create(null);
    const now: Changes = Object.create(null);
    leaves(before, path, old, false);
    leaves(after, path, now, false);
    for (const key in now) if (!(key in old) || !sameLeaf(old[key], now[key])) into[key] = now[key];
    for (const key in old) if (!(key in now)) into[key] = null;
    return;
  }
  if (arrays) {
    const [a, b] = [before as unknown[], after as unknown[]];
    const length = Math.max(a.length, b.length);
    for (let i = 0; i < length; i++) {
      const at = `${path}[${i}]`;
      if (i >= a.length) leaves(b[i], at, into, false);
      else if (i >= b.length) leaves(a[i], at, into, true);
      else diff(a[i], b[i], at, into);
    }
    return;
  }
  const [a, b] = [before as Record<string, unknown>, after as Record<string, unknown>];
  for (const key of Object.keys(b)) {
    const next = b[key];
    if (next === undefined || ignore?.includes(key)) continue;
    const previous = own(a, key);
    if (previous === undefined) leaves(next, childPath(path, key), into, false);
    else diff(previous, next, childPath(path, key), into);
  }
  for (const key of Object.keys(a)) {
    if (a[key] !== undefined && own(b, key) === undefined && !ignore?.includes(key)) {
      leaves(a[key], childPath(path, key), into, true);
    }
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
  diff(before, after, '', changes, ignore);
  return changes;
}
