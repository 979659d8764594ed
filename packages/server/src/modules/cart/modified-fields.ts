// The `modifiedFields` of an updated event (wire.md §5.2): every leaf that differs between two versions of
// an entity, under its flat path (`lineItems[0].quantity`), with its new value (null when it went away).

type Leaves = Map<string, unknown>;

function collect(value: unknown, path: string, into: Leaves): void {
  if (Array.isArray(value)) {
    if (value.length === 0) into.set(path, []);
    for (const [i, item] of value.entries()) collect(item, `${path}[${i}]`, into);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0 && path) into.set(path, {});
    for (const [key, v] of entries) collect(v, path ? `${path}.${key}` : key, into);
    return;
  }
  into.set(path, value);
}

const same = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/**
 * Leaves of `after` that are new or changed, and leaves of `before` that are gone (as null). Top-level
 * keys in `ignore` (bookkeeping such as `updatedDate` and `revision`) are left out.
 * @example modifiedFields({ buyerNote: 'a' }, { buyerNote: 'b' }) // { buyerNote: 'b' }
 */
export function modifiedFields(
  before: object,
  after: object,
  ignore: readonly string[] = [],
): Record<string, unknown> {
  const skip = (path: string) => ignore.some((key) => path === key || path.startsWith(`${key}.`));
  const old: Leaves = new Map();
  const now: Leaves = new Map();
  collect(before, '', old);
  collect(after, '', now);
  const changed: Record<string, unknown> = {};
  for (const [path, value] of now) {
    if (!skip(path) && (!old.has(path) || !same(old.get(path), value))) changed[path] = value;
  }
  for (const path of old.keys()) {
    if (!skip(path) && !now.has(path)) changed[path] = null;
  }
  return changed;
}
