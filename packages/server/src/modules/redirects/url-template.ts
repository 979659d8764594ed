// URL templates of owner-configured redirect targets: `https://book.example/plans/{planId}?slot={slot.id}`.
// A placeholder names a field of the intent (dots reach into objects); its value is URL-encoded into place.
// Placeholders may not reach the scheme or host, so a shopper's values cannot send anyone to another site.
import type { FieldViolation } from '@cartwright/contracts';

const PLACEHOLDER = /\{([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)\}/g;

/** The violations of a template, named `field`: none when it is an absolute http(s) URL with a fixed origin. */
export function urlTemplateViolations(field: string, template: string): FieldViolation[] {
  const filled = (value: string) => template.replace(PLACEHOLDER, value);
  const origins = ['a', 'b'].map((value) => {
    const text = filled(value);
    if (/[{}]/.test(text) || !URL.canParse(text)) return undefined;
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  });
  if (origins[0] !== undefined && origins[0] === origins[1]) return [];
  return [
    {
      field,
      description:
        'must be an absolute http(s) URL whose {field} placeholders come after the host, e.g. https://book.example/plans/{planId}',
      violatedRule: 'FORMAT',
    },
  ];
}

function valueAt(source: unknown, path: string): string | undefined {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

/**
 * The template with each placeholder replaced by the intent's value, or the paths the intent lacks.
 * @example fillUrlTemplate('https://b.example/p/{planId}', { planId: 'gold plan' }) // { url: 'https://b.example/p/gold%20plan' }
 */
export function fillUrlTemplate(
  template: string,
  intent: unknown,
): { url: string; missing?: never } | { url?: never; missing: string[] } {
  const missing: string[] = [];
  const url = template.replace(PLACEHOLDER, (_, path: string) => {
    const value = valueAt(intent, path);
    if (value === undefined) missing.push(path);
    return encodeURIComponent(value ?? '');
  });
  return missing.length > 0 ? { missing } : { url };
}
