// Standard Webhooks signatures (standardwebhooks.com): `webhook-signature` holds space-separated `v1,<base64>`
// entries, each an HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` under the secret after `whsec_`.
import { base64ToBytes, bytesToBase64, constantTimeEqual, utf8 } from './encoding.js';
import { InvalidSignatureError } from './event-errors.js';

const SECRET_PREFIX = 'whsec_';

/** The three headers a Standard Webhooks delivery carries. */
export interface StandardWebhookHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

/** Imports a `whsec_…` secret (the prefix is optional) as an HMAC-SHA256 key. */
export async function importWebhookSecret(secret: string): Promise<CryptoKey> {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = base64ToBytes(encoded);
  } catch {
    throw new TypeError('The webhook secret must be whsec_ followed by base64');
  }
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** The signature of a delivery, base64, as the sender writes it after `v1,`. */
export async function signStandardWebhook(key: CryptoKey, id: string, timestamp: string, body: string) {
  const mac = await crypto.subtle.sign('HMAC', key, utf8(`${id}.${timestamp}.${body}`));
  return bytesToBase64(new Uint8Array(mac));
}

/** Throws unless one `v1` signature of the header matches the body (compared in constant time). */
export async function verifyStandardWebhook(
  key: CryptoKey,
  headers: StandardWebhookHeaders,
  body: string,
): Promise<void> {
  const expected = await signStandardWebhook(key, headers.id, headers.timestamp, body);
  let matched = false;
  for (const entry of headers.signature.split(' ')) {
    const comma = entry.indexOf(',');
    if (entry.slice(0, comma) !== 'v1') continue;
    // Every entry is compared, so the time taken does not tell which one matched.
    if (constantTimeEqual(entry.slice(comma + 1), expected)) matched = true;
  }
  if (!matched) throw new InvalidSignatureError('Webhook signature does not match');
}
