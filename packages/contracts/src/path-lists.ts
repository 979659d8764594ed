// Builders of dotted path lists, and path patterns: one string naming many paths, the compact form the
// conversion tables use (`'cart.{createdDate,lineItems.image.{x,y}}'`; a store front's bundle carries it).

/** `fields` under `prefix`: `under('cart', ['createdDate'])` → `['cart.createdDate']`. */
export function under(prefix: string, fields: readonly string[]): string[] {
  return fields.map((field) => `${prefix}.${field}`);
}

/**
 * Dotted paths written once: terms separated by `,`, each a dotted path whose parts may be `{…}` lists of
 * patterns (every combination is meant, as in a shell's brace expansion); `''` names no path. Arrays are
 * crossed transparently and `*` stands for every key of a map, as in the path lists.
 */
export type PathPattern = string;

/** The dotted paths a pattern names, in order: `expandPathPattern('a.{b,c.{d,e}}')` → `['a.b', 'a.c.d', 'a.c.e']`. */
export function expandPathPattern(pattern: PathPattern): string[] {
  let at = 0;
  const list = (): string[] => {
    const out: string[] = [];
    do out.push(...term());
    while (pattern[at] === ',' && ++at);
    return out;
  };
  const term = (): string[] => {
    let out = [''];
    do {
      let parts: string[];
      if (pattern[at] === '{') {
        at++;
        parts = list();
        at++;
      } else {
        const end = pattern.slice(at).search(/[.,{}]|$/) + at;
        parts = [pattern.slice(at, end)];
        at = end;
      }
      out = out.flatMap((head) => parts.map((part) => (head ? `${head}.${part}` : part)));
    } while (pattern[at] === '.' && ++at);
    return out;
  };
  return pattern ? list() : [];
}
