// Text the database cannot store is a FORMAT violation wherever it appears: PostgreSQL text and jsonb refuse
// U+0000, and a lone UTF-16 surrogate (ill-formed Unicode, "\ud800" in JSON) fails as well.
import type { FieldViolation } from '@cartwright/contracts';

export const NUL_DESCRIPTION = 'must not contain the NUL character (U+0000)';
export const LONE_SURROGATE_DESCRIPTION = 'must be well-formed Unicode (no lone surrogate)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored, or undefined when it can. */
export function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_DESCRIPTION;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_DESCRIPTION;
  return undefined;
}

export const textViolation = (field: string, description: string): FieldViolation => ({
  field,
  description,
  violatedRule: 'FORMAT',
});

/**
 * One FORMAT violation per string value or object key the database cannot store, named by its field path
 * (`lineItems[0].catalogReference.options.Size`). Walks with a stack, so any depth is safe.
 * @example unstorableTextViolations({ name: 'a\u0000' }) // [{ field: 'name', violatedRule: 'FORMAT', … }]
 */
export function unstorableTextViolations(value: unknown): FieldViolation[] {
  const found: FieldViolation[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      const problem = unstorable(node);
      if (problem) found.push(textViolation(path, problem));
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], `${path}[${i}]`]);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        const field = path ? `${path}.${key}` : key;
        const problem = unstorable(key);
        if (problem) found.push(textViolation(field, problem));
        else stack.push([child, field]);
      }
    }
  }
  return found;
}
