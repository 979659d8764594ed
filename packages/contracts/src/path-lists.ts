// Builders of the dotted path lists in the conversion tables. Every call of them there is marked
// `/* @__PURE__ */`, so a bundler drops each table a bundle does not use (a spread or an unmarked call at module
// level would keep them all; bundlers do not carry a function's own no-side-effects mark across files).

/** `fields` under `prefix`: `under('cart', ['createdDate'])` → `['cart.createdDate']`. */
export function under(prefix: string, fields: readonly string[]): string[] {
  return fields.map((field) => `${prefix}.${field}`);
}

/** One list of single paths and lists, in order: `paths('weight', under('price', ['price']))`. */
export function paths(...groups: (string | readonly string[])[]): string[] {
  return groups.flat();
}
