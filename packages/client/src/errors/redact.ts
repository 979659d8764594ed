// Deep copy of a call's arguments with secret values replaced, so errors can be logged safely.
/** password, newPassword, currentPassword, token, accessToken, refreshToken, sessionToken, stateToken,
 * recoveryToken, code, codeVerifier, apiKey, authorization — in any case. */
const SECRET_KEY =
  /^((new|current)?password|(access|refresh|session|state|recovery)?token|code(verifier)?|apikey|authorization)$/i;

/**
 * Returns a copy of `value` where every secret key (any depth, any case) holds `'[redacted]'`. `path` holds the
 * objects above the current one: only those count as a cycle, so a shared (non-cyclic) reference is copied twice.
 */
export function redactSecrets(value: unknown, path: object[] = []): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const proto = Object.getPrototypeOf(value);
  const array = Array.isArray(value);
  if (!array && proto !== Object.prototype && proto !== null) return value;
  if (path.includes(value)) return '[circular]';
  path.push(value);
  const copy = array
    ? value.map((item) => redactSecrets(item, path))
    : // Built from entries, which define keys: an own `__proto__` key stays a key, not the copy's prototype.
      Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(item, path),
        ]),
      );
  path.pop();
  return copy;
}
