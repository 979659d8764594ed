// The webhook body is a raw RS256 JWT (wire.md §5.1): verified with the store's public key through Web Crypto.
import { base64ToBytes, base64UrlToBytes, utf8 } from './encoding.js';
import { InvalidSignatureError } from './event-errors.js';

const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** The claims of a webhook JWT that the processor reads; `data` is checked by the envelope parser. */
export interface WebhookClaims {
  data?: unknown;
  iat?: number;
  exp?: number;
  jti?: string;
  [claim: string]: unknown;
}

/**
 * Imports an SPKI public key given as PEM, or as the base64 of the PEM (both forms gateway clients accept).
 * @example const key = await importWebhookPublicKey(process.env.STORE_PUBLIC_KEY!)
 */
export async function importWebhookPublicKey(pem: string): Promise<CryptoKey> {
  const text = pem.includes('-----BEGIN') ? pem : new TextDecoder().decode(base64ToBytes(pem.trim()));
  const body = text.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return crypto.subtle.importKey('spki', base64ToBytes(body), RS256, false, ['verify']);
}

function decodeJson(segment: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(base64UrlToBytes(segment)));
  } catch {
    throw new InvalidSignatureError('Webhook body is not a JWT');
  }
}

/** Checks the RS256 signature (no issuer or audience check for webhooks, wire.md §5.1) and returns the claims. */
export async function verifyJwt(token: string, key: CryptoKey): Promise<WebhookClaims> {
  const parts = token.trim().split('.');
  if (parts.length !== 3) throw new InvalidSignatureError('Webhook body is not a JWT');
  const [header, payload, signature] = parts as [string, string, string];
  const { alg } = (decodeJson(header) ?? {}) as { alg?: unknown };
  if (alg !== 'RS256') throw new InvalidSignatureError('Webhook JWT is not signed with RS256');
  let valid = false;
  try {
    valid = await crypto.subtle.verify(RS256, key, base64UrlToBytes(signature), utf8(`${header}.${payload}`));
  } catch {
    valid = false;
  }
  if (!valid) throw new InvalidSignatureError('Webhook JWT signature does not match');
  const claims = decodeJson(payload);
  if (typeof claims !== 'object' || claims === null)
    throw new InvalidSignatureError('Webhook JWT has no claims');
  return claims as WebhookClaims;
}
