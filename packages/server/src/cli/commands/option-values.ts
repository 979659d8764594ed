// Reading parsed CLI option values in the shapes the commands need.
import type { OptionValues } from '../../lib/parse-args.js';

/** A string option (the parser enforces `required`; an absent optional one is ''). */
export function stringOption(options: OptionValues, name: string): string {
  const value = options[name];
  if (Array.isArray(value)) return value.at(-1) ?? '';
  return typeof value === 'string' ? value : '';
}

/** A repeatable option as a list, whether it was given once, several times or not at all. */
export function listOption(options: OptionValues, name: string): string[] {
  const value = options[name];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? [value] : [];
}
