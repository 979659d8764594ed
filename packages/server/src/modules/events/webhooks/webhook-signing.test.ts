// The webhook JWT as gateway clients verify it (wire.md §5.1), made with node:crypto on the thread pool.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { MessageEnvelope } from '@cartwright/contracts';
import { decodeJwt, decodeProtectedHeader, importSPKI, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signWebhookBody, type WebhookSigning } from './webhook-signing.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signing: WebhookSigning = {
  instanceId: randomUUID(),
  privateKey,
  publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
};
const envelope: MessageEnvelope = {
  eventType: 'wix.ecom.v1.cart_updated',
  instanceId: signing.instanceId,
  identity: JSON.stringify({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'v-1' }),
  accountInfo: { siteId: signing.instanceId, accountId: 'owner-1' },
  data: JSON.stringify({ id: 'e-1', entityFqdn: 'wix.ecom.v1.cart', note: 'ünïcode ✓' }),
};
const now = new Date('2026-11-25T08:00:00.700Z');

describe('signWebhookBody', () => {
  it('makes an RS256 JWT with the envelope as its data string and the second as iat', async () => {
    const body = await signWebhookBody(signing, envelope, now);
    const { payload } = await jwtVerify(body, await importSPKI(signing.publicKeyPem, 'RS256'));
    expect(decodeProtectedHeader(body)).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(payload).toEqual({ data: JSON.stringify(envelope), iat: 1795593600 });
  });

  it('signs the same claims to the same bytes, as jose does, so a re-signed body is the kept one', async () => {
    const body = await signWebhookBody(signing, envelope, now);
    expect(await signWebhookBody(signing, envelope, now)).toBe(body);
    const byJose = await new SignJWT({ data: JSON.stringify(envelope) })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .sign(privateKey);
    expect(body).toBe(byJose);
    expect(decodeJwt(await signWebhookBody(signing, envelope, new Date(now.getTime() + 1000))).iat).toBe(
      1795593601,
    );
  });

  it('is refused by a verifier holding another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const body = await signWebhookBody(signing, envelope, now);
    await expect(jwtVerify(body, other)).rejects.toThrow(/signature/);
  });
});
