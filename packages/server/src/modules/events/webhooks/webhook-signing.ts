// What signs a webhook: the store's RS256 key pair for the JWT body (wire.md §5.1), created on first use and
// kept in the database so every instance signs with it, and each subscription's Standard Webhooks secret for
// the `webhook-signature` header.
import {
  createHmac,
  createPrivateKey,
  generateKeyPair,
  type KeyObject,
  randomBytes,
  randomUUID,
  sign,
} from 'node:crypto';
import { promisify } from 'node:util';
import { type EventAccountInfo, type MessageEnvelope, WEBHOOK_SECRET_PREFIX } from '@cartwright/contracts';
import type { Db } from '../../../db/database.js';
import { insertWebhookSigningIfAbsent, selectWebhookSigning } from './webhooks.repository.js';

export const WEBHOOK_JWT_ALG = 'RS256';

export interface WebhookSigning {
  /** The store's id: every envelope's `instanceId`. */
  instanceId: string;
  privateKey: KeyObject;
  /** SPKI PEM. */
  publicKeyPem: string;
}

const generateRsaKeyPair = promisify(generateKeyPair);
/** Given a callback, `sign` runs on libuv's thread pool: the event loop stays free for requests. */
const signOffLoop = promisify(sign);
const JWT_HEADER = Buffer.from(JSON.stringify({ alg: WEBHOOK_JWT_ALG, typ: 'JWT' })).toString('base64url');
const cache = new WeakMap<Db, Promise<WebhookSigning>>();

/** The signing key and instance id, creating and storing them when the database has none. */
export function webhookSigning(db: Db): Promise<WebhookSigning> {
  let signing = cache.get(db);
  if (!signing) {
    signing = loadOrCreate(db);
    cache.set(db, signing);
    signing.catch(() => cache.delete(db));
  }
  return signing;
}

async function loadOrCreate(db: Db): Promise<WebhookSigning> {
  let row = await selectWebhookSigning(db);
  if (!row) {
    const { publicKey, privateKey } = await generateRsaKeyPair('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    // Another instance starting at the same moment may have won: then its key is the one.
    await insertWebhookSigningIfAbsent(db, {
      id: 1,
      instance_id: randomUUID(),
      private_key_pem: privateKey,
      public_key_pem: publicKey,
      created_at: new Date(),
    });
    row = await selectWebhookSigning(db);
    if (!row) throw new Error('No webhook signing key after creating one');
  }
  return {
    instanceId: row.instance_id,
    privateKey: createPrivateKey(row.private_key_pem),
    publicKeyPem: row.public_key_pem,
  };
}

/** What names the store's account: its owner's id, as AppDeps remembers it. */
export interface StoreAccountDeps {
  db: Db;
  storeOwnerId: (db: Db) => Promise<string | undefined>;
}

/**
 * The envelope's `accountInfo` (wire.md §5.2): the store's id as `siteId`, and the owner's account as
 * `accountId` once the store has an owner. A self-hosted store has no parent account.
 * @example await webhookAccountInfo(deps, signing) // { siteId: '…', accountId: '…' }
 */
export async function webhookAccountInfo(
  deps: StoreAccountDeps,
  signing: WebhookSigning,
): Promise<EventAccountInfo> {
  const ownerId = await deps.storeOwnerId(deps.db);
  return { siteId: signing.instanceId, ...(ownerId === undefined ? {} : { accountId: ownerId }) };
}

/**
 * The webhook body: a JWT whose `data` claim is the envelope as a JSON string (wire.md §5.1 step 3). RS256
 * (RSASSA-PKCS1-v1_5) signs the same claims to the same bytes.
 * @example const body = await signWebhookBody(signing, envelope, clock())
 */
export async function signWebhookBody(
  signing: WebhookSigning,
  envelope: MessageEnvelope,
  now: Date,
): Promise<string> {
  const claims = { data: JSON.stringify(envelope), iat: Math.floor(now.getTime() / 1000) };
  const signingInput = `${JWT_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = await signOffLoop('sha256', Buffer.from(signingInput), signing.privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** A new subscription secret: `whsec_` and base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/**
 * The Standard Webhooks `webhook-signature` value: HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed by the
 * secret's decoded bytes.
 * @example standardWebhookSignature(secret, eventId, 1767225600, body) // 'v1,K5oZ…'
 */
export function standardWebhookSignature(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}
