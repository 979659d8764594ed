// The key pair that signs access tokens: created on first use, kept in the database so every
// instance on that database (and the next start) signs and verifies with the same keys.
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { Db } from '../../../db/database.js';
import type { SigningKeyRow } from '../oauth.table.js';
import { insertActiveKeyIfAbsent, selectActiveKey, selectPublicKey } from './signing-keys.repository.js';

export const SIGNING_ALG = 'EdDSA';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

interface KeyCache {
  active?: Promise<SigningKey>;
  /** Public keys by kid; a miss is looked up again, since another instance may have made the key. */
  public: Map<string, Promise<CryptoKey | undefined>>;
}

const caches = new WeakMap<Db, KeyCache>();

function cacheFor(db: Db): KeyCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { public: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The key to sign new tokens with, creating and storing one when the database has none. */
export function activeSigningKey(db: Db): Promise<SigningKey> {
  const cache = cacheFor(db);
  cache.active ??= loadOrCreateActiveKey(db).catch((error: unknown) => {
    cache.active = undefined;
    throw error;
  });
  return cache.active;
}

/** The public key with this kid, or undefined when the database knows no such key. */
export function publicKeyFor(db: Db, kid: string): Promise<CryptoKey | undefined> {
  const cache = cacheFor(db);
  let key = cache.public.get(kid);
  if (!key) {
    key = loadPublicKey(db, kid);
    cache.public.set(kid, key);
    // Unknown kids are not remembered: they are either forged or not created yet.
    key.then(
      (found) => found ?? cache.public.delete(kid),
      () => cache.public.delete(kid),
    );
  }
  return key;
}

async function loadOrCreateActiveKey(db: Db): Promise<SigningKey> {
  const existing = await selectActiveKey(db);
  if (existing) return toSigningKey(existing);
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { crv: 'Ed25519', extractable: true });
  const publicJwk = await exportJWK(publicKey);
  // Another instance that started at the same moment may have won: then its key is the one.
  await insertActiveKeyIfAbsent(db, {
    kid: await calculateJwkThumbprint(publicJwk),
    alg: SIGNING_ALG,
    private_jwk: await exportJWK(privateKey),
    public_jwk: publicJwk,
    created_at: new Date(),
    active: true,
  });
  const stored = await selectActiveKey(db);
  if (!stored) throw new Error('No active signing key after creating one');
  return toSigningKey(stored);
}

async function toSigningKey(row: SigningKeyRow): Promise<SigningKey> {
  return { kid: row.kid, privateKey: (await importJWK(row.private_jwk, row.alg)) as CryptoKey };
}

async function loadPublicKey(db: Db, kid: string): Promise<CryptoKey | undefined> {
  const row = await selectPublicKey(db, kid);
  return row ? ((await importJWK(row.public_jwk, row.alg)) as CryptoKey) : undefined;
}
