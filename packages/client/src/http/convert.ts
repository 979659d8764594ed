// Response value conversions along declared paths: timestamps → Date, non-finite float strings → numbers (wire §2.2, §2.3).

type Convert = (value: unknown) => unknown;

/** The paths of one list as a tree, so a response is walked once however many paths share a prefix. */
interface PathNode {
  /** Converts the value found here (a path ends at this key). */
  leaf: boolean;
  children: [key: string, node: PathNode][];
}

/** A descriptor's lists are module constants: each is compiled once. */
const compiled = new WeakMap<readonly string[], PathNode>();

function compile(paths: readonly string[]): PathNode {
  const root: PathNode = { leaf: false, children: [] };
  for (const path of paths) {
    let node = root;
    for (const key of path.split('.')) {
      let child = node.children.find(([name]) => name === key)?.[1];
      if (!child) {
        child = { leaf: false, children: [] };
        node.children.push([key, child]);
      }
      node = child;
    }
    node.leaf = true;
  }
  return root;
}

function walk(value: unknown, node: PathNode, convert: Convert): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, node, convert);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const [key, child] of node.children) {
    if (key === '*') {
      for (const name of Object.keys(record)) visit(record, name, child, convert);
    } else if (key in record) {
      visit(record, key, child, convert);
    }
  }
}

function visit(record: Record<string, unknown>, name: string, node: PathNode, convert: Convert): void {
  const value = record[name];
  if (node.children.length > 0) walk(value, node, convert);
  if (node.leaf) record[name] = Array.isArray(value) ? value.map(convert) : convert(value);
}

/** Converts, in place, the values at each dotted path; arrays on the way are traversed. */
export function convertPaths(target: unknown, paths: readonly string[] | undefined, convert: Convert): void {
  if (!paths?.length) return;
  let tree = compiled.get(paths);
  if (!tree) {
    tree = compile(paths);
    compiled.set(paths, tree);
  }
  walk(target, tree, convert);
}

/** Wire timestamp → Date; falsy values become undefined. */
export const toDate: Convert = (value) => (value ? new Date(value as string) : undefined);

/** "NaN" / "Infinity" / "-Infinity" → the number; anything else unchanged. */
export const toFloat: Convert = (value) =>
  value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : value;
