// Response value conversions along declared paths: timestamps → Date, non-finite float strings → numbers (wire §2.2, §2.3).

type Convert = (value: unknown) => unknown;

/** Paths are split once and reused: a descriptor's lists are module constants. */
const splitPaths = new Map<string, string[]>();

function keysOf(path: string): string[] {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split('.');
    splitPaths.set(path, keys);
  }
  return keys;
}

function walk(node: unknown, keys: string[], index: number, convert: Convert): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, keys, index, convert);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  const key = keys[index]!;
  if (key === '*') {
    for (const name of Object.keys(record)) visit(record, name, keys, index, convert);
  } else if (key in record) {
    visit(record, key, keys, index, convert);
  }
}

function visit(
  record: Record<string, unknown>,
  name: string,
  keys: string[],
  index: number,
  convert: Convert,
) {
  const value = record[name];
  if (index < keys.length - 1) walk(value, keys, index + 1, convert);
  else record[name] = Array.isArray(value) ? value.map(convert) : convert(value);
}

/** Converts, in place, the values at each dotted path; arrays on the way are traversed. */
export function convertPaths(target: unknown, paths: readonly string[] | undefined, convert: Convert): void {
  for (const path of paths ?? []) walk(target, keysOf(path), 0, convert);
}

/** Wire timestamp → Date; falsy values become undefined. */
export const toDate: Convert = (value) => (value ? new Date(value as string) : undefined);

/** "NaN" / "Infinity" / "-Infinity" → the number; anything else unchanged. */
export const toFloat: Convert = (value) =>
  value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : value;
