// The receiving side of webhooks: verify (RS256 JWT body and/or Standard Webhooks headers), refuse stale
// and replayed deliveries, parse, convert and dispatch to the typed handler.
import { base64UrlToBytes, bytesToBase64, utf8 } from './encoding.js';
import {
  InvalidSignatureError,
  ReplayedEventError,
  StaleTimestampError,
  UnknownEventTypeError,
} from './event-errors.js';
import { EVENT_HANDLER_TYPES } from './event-handler-types.js';
import type { EventHandlerName, EventHandlers, ProcessedEvent } from './event-types.js';
import { parseEvent } from './parse-event.js';
import { memoryReplayStore, type ReplayStore } from './replay-store.js';
import { importWebhookPublicKey, verifyJwt, type WebhookClaims } from './verify-jwt.js';
import { importWebhookSecret, verifyStandardWebhook } from './verify-standard-webhook.js';

export interface EventProcessorOptions {
  /** The store's public key (SPKI PEM, or base64 of the PEM): verifies the JWT body. */
  publicKey?: string | CryptoKey;
  /** The webhook's `whsec_…` secret: verifies the Standard Webhooks headers. */
  secret?: string;
  /** One handler per event type; with any set, an event none answers is refused (wire.md §5.1 step 4). */
  handlers?: EventHandlers;
  /** How far a delivery's signed time may lie from now, either way. Default 300 (5 minutes). */
  toleranceSeconds?: number;
  /** Where received event ids are kept for the tolerance window. Default: this process's memory. */
  replayStore?: ReplayStore;
  /** The current time in ms (tests). */
  now?: () => number;
}

/** Headers as the Fetch API (`Headers`) or Node (`IncomingHttpHeaders`) give them. */
export type WebhookRequestHeaders = Headers | Record<string, string | string[] | undefined>;

export interface EventProcessor {
  /** Verifies a delivery, runs its handler and returns the event; throws a WebhookError when refused. */
  process(body: string, headers?: WebhookRequestHeaders): Promise<ProcessedEvent>;
}

function header(headers: WebhookRequestHeaders | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The payload of a JWT, unverified: used only when the Standard Webhooks signature already covers the body. */
function unverifiedClaims(token: string): WebhookClaims {
  const payload = token.split('.')[1];
  if (!payload) throw new InvalidSignatureError('Webhook body is not a JWT');
  try {
    return JSON.parse(new TextDecoder().decode(base64UrlToBytes(payload)));
  } catch {
    throw new InvalidSignatureError('Webhook body is not a JWT');
  }
}

async function digest(text: string): Promise<string> {
  return bytesToBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text))));
}

/**
 * Creates the processor a webhook endpoint runs every delivery through.
 * @example
 * const events = createEventProcessor({
 *   publicKey: process.env.STORE_PUBLIC_KEY,
 *   handlers: { onCartUpdated: ({ entity }) => console.log(entity.updatedDate?.toISOString()) },
 * });
 * export const POST = (request: Request) => fetchWebhookHandler(events)(request);
 */
export function createEventProcessor(options: EventProcessorOptions): EventProcessor {
  const { publicKey, secret, handlers = {} } = options;
  if (!publicKey && !secret) throw new TypeError('createEventProcessor needs a publicKey, a secret or both');
  const tolerance = (options.toleranceSeconds ?? 300) * 1000;
  const now = options.now ?? Date.now;
  const replays = options.replayStore ?? memoryReplayStore(now);
  const registered = (Object.keys(handlers) as EventHandlerName[]).filter((name) => handlers[name]);
  const publicKeyReady =
    typeof publicKey === 'string' ? importWebhookPublicKey(publicKey) : Promise.resolve(publicKey);
  const secretReady = secret ? importWebhookSecret(secret) : undefined;
  // A bad key must not become an unhandled rejection before the first delivery reads it.
  publicKeyReady.catch(() => {});

  const checkTime = (seconds: unknown) => {
    const time = Number(seconds) * 1000;
    if (!Number.isFinite(time) || Math.abs(now() - time) > tolerance) throw new StaleTimestampError();
  };

  async function verify(body: string, headers: WebhookRequestHeaders | undefined): Promise<WebhookClaims> {
    let signed: string | undefined;
    if (secretReady) {
      const id = header(headers, 'webhook-id');
      const timestamp = header(headers, 'webhook-timestamp');
      const signature = header(headers, 'webhook-signature');
      if (!id || !timestamp || !signature)
        throw new InvalidSignatureError('Webhook signature headers are missing');
      await verifyStandardWebhook(await secretReady, { id, timestamp, signature }, body);
      checkTime(timestamp);
      signed = id;
    }
    const key = await publicKeyReady;
    if (!key) {
      const claims = unverifiedClaims(body);
      return { ...claims, jti: claims.jti ?? signed };
    }
    const claims = await verifyJwt(body, key);
    if (!secretReady) checkTime(claims.iat);
    return { ...claims, jti: claims.jti ?? signed };
  }

  return {
    async process(body, headers) {
      const claims = await verify(body, headers);
      const processed = parseEvent(claims);
      if (registered.length > 0 && !handlers[processed.handler]) {
        throw new UnknownEventTypeError(
          processed.eventType,
          registered.map((name) => EVENT_HANDLER_TYPES[name]),
        );
      }
      const metadata = processed.event.metadata as { id?: unknown };
      const eventId = typeof metadata.id === 'string' ? metadata.id : (claims.jti ?? (await digest(body)));
      if (await replays.remember(eventId, now() + 2 * tolerance)) throw new ReplayedEventError(eventId);
      const handler = handlers[processed.handler] as ((event: unknown) => unknown) | undefined;
      try {
        await handler?.(processed.event);
      } catch (error) {
        // The sender retries a failed delivery: let that retry through.
        await replays.forget?.(eventId);
        throw error;
      }
      return processed;
    },
  };
}
