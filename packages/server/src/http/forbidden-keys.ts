// Refuses the object keys that reach Object.prototype when used as a path segment (prototype pollution).
import { FORBIDDEN_INPUT_KEYS } from '@cartwright/contracts';
import { ValidationFailure } from '../errors/app-error.js';

const FORBIDDEN = new Set(FORBIDDEN_INPUT_KEYS);

export const isForbiddenKey = (key: string) => FORBIDDEN.has(key);

/** The answer to input naming a forbidden key at `field` (the key path as the caller wrote it). */
export const forbiddenKey = (field: string) =>
  new ValidationFailure([
    { field, description: 'is not allowed as a key', violatedRule: 'FIELD_NOT_ALLOWED' },
  ]);
