// Response value conversions along declared paths: timestamps → Date, non-finite float strings → numbers (wire §2.2, §2.3).

type Convert = (value: unknown) => unknown;

/**
 * Where a response holds values to convert: a path pattern of the contracts' conversion tables
 * (`'cart.{createdDate,lineItems.image.urlExpirationDate}'`), or a list of dotted paths.
 */
export type ConversionPaths = string | readonly string[];

/** The converter of the value at a node, under a key no response path can name. */
const CONVERT = Symbol('convert');

/**
 * The paths of one call as a tree, so a response is walked once for all of them: a node per key. Its keys come
 * from the call's own paths, never from a response, so plain objects serve (and walk faster than dictionaries).
 */
interface PathNode {
  [key: string]: PathNode;
  [CONVERT]?: Convert;
}

/** What a call converts; descriptors are module constants, so each one's tree is compiled once. */
export interface Conversions {
  dates?: ConversionPaths;
  floats?: ConversionPaths;
}
const compiled = new WeakMap<Conversions, PathNode>();
const node = (): PathNode => ({});

/**
 * Adds the paths of `paths` to the tree, ending in `convert`. A pattern is terms separated by `,`; each term
 * is keys separated by `.`; a `{…}` list stands for each of its terms in turn (brace expansion).
 */
function add(root: PathNode, paths: ConversionPaths = '', convert: Convert): void {
  // A list joins with commas, as a pattern separates its terms.
  const pattern = String(paths);
  // `nodes`: where the term read so far ends; `starts`/`ends`: where the innermost list's terms start and end.
  let nodes = [root];
  let starts = nodes;
  let ends: PathNode[] = [];
  const outer: [PathNode[], PathNode[]][] = [];
  for (const token of pattern.match(/[^.,{}]+|[,{}]/g) ?? []) {
    if (token === '{') {
      outer.push([starts, ends]);
      starts = nodes;
      ends = [];
    } else if (token === ',') {
      ends.push(...nodes);
      nodes = starts;
    } else if (token === '}') {
      nodes = [...ends, ...nodes];
      [starts, ends] = outer.pop()!;
    } else {
      nodes = nodes.map((at) => (at[token] ??= node()));
    }
  }
  for (const end of [...ends, ...nodes]) end[CONVERT] = convert;
}

function walk(value: unknown, tree: PathNode): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) walk(value[i], tree);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const key in tree) {
    if (key === '*') {
      for (const name of Object.keys(record)) visit(record, name, tree[key]!);
    } else if (record[key] !== undefined) {
      visit(record, key, tree[key]!);
    }
  }
}

function visit(record: Record<string, unknown>, name: string, at: PathNode): void {
  const value = record[name];
  walk(value, at);
  const convert = at[CONVERT];
  if (!convert) return;
  // `name` is an own key (a map key named `__proto__` included), so assigning replaces the value and never
  // the record's prototype. Most floats are plain numbers that stay as they are: no store for them.
  if (Array.isArray(value)) record[name] = value.map(convert);
  else {
    const converted = convert(value);
    if (converted !== value) record[name] = converted;
  }
}

/** Wire timestamp → Date; falsy values become undefined. */
export const toDate: Convert = (value) => (value ? new Date(value as string) : undefined);

/** "NaN" / "Infinity" / "-Infinity" → the number; anything else unchanged. */
export const toFloat: Convert = (value) =>
  value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : value;

/**
 * Converts a response in place, in one walk: timestamps at `dates` become `Date`s, non-finite float strings at
 * `floats` numbers. Paths cross arrays; `*` stands for every key of a map.
 */
export function convertResponse(target: unknown, conversions: Conversions): void {
  let tree = compiled.get(conversions);
  if (!tree) {
    tree = node();
    add(tree, conversions.dates, toDate);
    add(tree, conversions.floats, toFloat);
    compiled.set(conversions, tree);
  }
  walk(target, tree);
}
