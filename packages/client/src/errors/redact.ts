// Deep copy of a call's arguments with secret values replaced, so errors can be logged safely.
/** password, newPassword, currentPassword, token, accessToken, refreshToken, sessionToken, stateToken,
 * recoveryToken, code, codeVerifier, apiKey, authorization — in any case. */
const SECRET_KEY =
  /^((new|current)?password|(access|refresh|session|state|recovery)?token|code(verifier)?|apikey|authorization)$/i;

/** Returns a copy of `value` where every secret key (any depth, any case) holds `'[redacted]'`. */
export function redactSecrets(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  // Only the objects on the current path count: a shared (non-cyclic) reference is copied twice.
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  let copy: unknown;
  if (Array.isArray(value)) copy = value.map((item) => redactSecrets(item, seen));
  else {
    // Built from entries, which define keys: an own `__proto__` key stays a key, not the copy's prototype.
    copy = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(item, seen),
      ]),
    );
  }
  seen.delete(value);
  return copy;
}
