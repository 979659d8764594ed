// Builds deliveries as a store sends them, with node:crypto (an implementation independent of the processor's).
import { createHmac, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';

export function rsaKeyPair(): { privateKey: KeyObject; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signJwt(privateKey: KeyObject, claims: Record<string, unknown>, alg = 'RS256'): string {
  const head = `${b64url(JSON.stringify({ alg, typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(head).sign(privateKey);
  return `${head}.${b64url(signature)}`;
}

export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function standardHeaders(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signature}`,
  };
}

/** The JWT claims of one event, as wire.md §5.1 step 3 nests them. */
export function webhookClaims(eventType: string, data: object, iat = Math.floor(Date.now() / 1000)) {
  return {
    iat,
    data: JSON.stringify({
      eventType,
      instanceId: 'store-1',
      identity: JSON.stringify({ anonymousVisitorId: 'v-1', identityType: 'ANONYMOUS_VISITOR' }),
      accountInfo: { siteId: 'site-1' },
      data: JSON.stringify(data),
    }),
  };
}

let sequence = 0;
/** A domain event of `eventType` carrying `body` (one of createdEvent, updatedEvent, deletedEvent, actionEvent). */
export function domainEvent(body: object, id = `event-${++sequence}`) {
  return {
    id,
    entityFqdn: 'wix.ecom.v1.cart',
    slug: 'created',
    entityId: 'cart-1',
    eventTime: '2026-01-02T03:04:05.678Z',
    triggeredByAnonymizeRequest: false,
    entityEventSequence: '1',
    ...body,
  };
}
