// Response value conversions along declared paths: timestamps → Date, non-finite float strings → numbers (wire §2.2, §2.3).

type Convert = (value: unknown) => unknown;

/** The declared paths of one call as a tree, so a response is walked once for all of them. */
interface PathNode {
  /** Converts the value found here (a path ends at this key). */
  convert: Convert | undefined;
  keys: string[];
  nodes: PathNode[];
}

const none: readonly string[] = [];
/** A descriptor's lists are module constants: each pair is compiled once. */
const compiled = new WeakMap<readonly string[], WeakMap<readonly string[], PathNode>>();

function compile(lists: [readonly string[], Convert][]): PathNode {
  const root: PathNode = { convert: undefined, keys: [], nodes: [] };
  for (const [paths, convert] of lists) {
    for (const path of paths) {
      let node = root;
      for (const key of path.split('.')) {
        const index = node.keys.indexOf(key);
        if (index >= 0) {
          node = node.nodes[index]!;
        } else {
          const child: PathNode = { convert: undefined, keys: [], nodes: [] };
          node.keys.push(key);
          node.nodes.push(child);
          node = child;
        }
      }
      node.convert = convert;
    }
  }
  return root;
}

function walk(value: unknown, node: PathNode): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) walk(value[i], node);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  const { keys, nodes } = node;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key === '*') {
      for (const name of Object.keys(record)) visit(record, name, nodes[i]!);
    } else if (record[key] !== undefined) {
      visit(record, key, nodes[i]!);
    }
  }
}

function visit(record: Record<string, unknown>, name: string, node: PathNode): void {
  const value = record[name];
  if (node.keys.length > 0) walk(value, node);
  const { convert } = node;
  if (!convert) return;
  if (Array.isArray(value)) {
    store(record, name, value.map(convert));
    return;
  }
  // Most floats are plain numbers that stay as they are: no store for them.
  const converted = convert(value);
  if (converted !== value) store(record, name, converted);
}

/** Replaces an own value; a map key named `__proto__` is defined, so it cannot swap the record's prototype. */
function store(record: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__') {
    Object.defineProperty(record, name, { value, writable: true, enumerable: true, configurable: true });
  } else record[name] = value;
}

/** Wire timestamp → Date; falsy values become undefined. */
export const toDate: Convert = (value) => (value ? new Date(value as string) : undefined);

/** "NaN" / "Infinity" / "-Infinity" → the number; anything else unchanged. */
export const toFloat: Convert = (value) =>
  value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : value;

/**
 * Converts a response in place, in one walk: timestamps at `dates` become `Date`s, non-finite float strings at
 * `floats` numbers. Paths are dotted and cross arrays; `*` stands for every key of a map.
 */
export function convertResponse(
  target: unknown,
  dates: readonly string[] = none,
  floats: readonly string[] = none,
): void {
  if (dates.length === 0 && floats.length === 0) return;
  let byFloats = compiled.get(dates);
  if (!byFloats) {
    byFloats = new WeakMap();
    compiled.set(dates, byFloats);
  }
  let tree = byFloats.get(floats);
  if (!tree) {
    tree = compile([
      [dates, toDate],
      [floats, toFloat],
    ]);
    byFloats.set(floats, tree);
  }
  walk(target, tree);
}
