// U+0000 in input: PostgreSQL text and jsonb cannot hold it, so it is a FORMAT violation wherever it appears.
import type { FieldViolation } from '@cartwright/contracts';

export const NUL_DESCRIPTION = 'must not contain the NUL character (U+0000)';

export const hasNul = (text: string) => text.includes('\u0000');

export const nulViolation = (field: string): FieldViolation => ({
  field,
  description: NUL_DESCRIPTION,
  violatedRule: 'FORMAT',
});

/**
 * One FORMAT violation per string value or object key holding U+0000, named by its field path
 * (`lineItems[0].catalogReference.options.Size`). Walks with a stack, so any depth is safe.
 * @example nulViolations({ name: 'a\u0000' }) // [{ field: 'name', violatedRule: 'FORMAT', … }]
 */
export function nulViolations(value: unknown): FieldViolation[] {
  const found: FieldViolation[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (hasNul(node)) found.push(nulViolation(path));
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], `${path}[${i}]`]);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        const field = path ? `${path}.${key}` : key;
        if (hasNul(key)) found.push(nulViolation(field));
        else stack.push([child, field]);
      }
    }
  }
  return found;
}
