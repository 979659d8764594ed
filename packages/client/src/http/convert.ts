// Response value conversions along declared paths: timestamps → Date, non-finite float strings → numbers (wire §2.2, §2.3).

type Convert = (value: unknown) => unknown;

function walk(node: unknown, keys: string[], index: number, convert: Convert): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, keys, index, convert);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  const key = keys[index]!;
  for (const name of key === '*' ? Object.keys(record) : [key]) {
    if (!(name in record)) continue;
    const value = record[name];
    if (index < keys.length - 1) walk(value, keys, index + 1, convert);
    else record[name] = Array.isArray(value) ? value.map(convert) : convert(value);
  }
}

/** Converts, in place, the values at each dotted path; arrays on the way are traversed. */
export function convertPaths(target: unknown, paths: readonly string[] | undefined, convert: Convert): void {
  for (const path of paths ?? []) walk(target, path.split('.'), 0, convert);
}

/** Wire timestamp → Date; falsy values become undefined. */
export const toDate: Convert = (value) => (value ? new Date(value as string) : undefined);

/** "NaN" / "Infinity" / "-Infinity" → the number; anything else unchanged. */
export const toFloat: Convert = (value) =>
  value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : value;
