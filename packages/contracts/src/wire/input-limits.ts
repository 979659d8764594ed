// Limits every request input is held to, whatever the route (docs/api.md "Limits").

/** How deep objects and arrays may nest in a JSON body, a `.r=` payload or dotted query keys. */
export const MAX_INPUT_DEPTH = 64;

/**
 * Object keys refused anywhere in input (400, FIELD_NOT_ALLOWED): as a key path segment they reach
 * `Object.prototype` instead of the object, which is how prototype pollution happens.
 */
export const FORBIDDEN_INPUT_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Most bytes of request line plus headers; past it the HTTP parser answers 431 before the app runs. */
export const MAX_REQUEST_HEAD_BYTES = 16 * 1024;
