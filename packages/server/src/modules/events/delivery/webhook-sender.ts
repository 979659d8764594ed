// One webhook POST: the signed body as text/plain with the Standard Webhooks headers, to a public address
// (unless private ones are allowed), within a time limit, never following a redirect.
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@cartwright/contracts';
import {
  isPrivateAddress,
  literalAddress,
  publicOnlyLookup,
  RefusedAddressError,
  refusedHostName,
} from '../webhooks/outbound-address.js';
import { standardWebhookSignature } from '../webhooks/webhook-signing.js';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of an answer (and then dropped): enough to see the end of a short one. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface WebhookMessage {
  url: string;
  /** The event id: the `webhook-id` of every attempt. */
  id: string;
  body: string;
  secret: string;
  /** Seconds since the epoch: `webhook-timestamp`. */
  timestamp: number;
}

export interface SendOutcome {
  /** The answer's status; absent when none came. */
  statusCode?: number;
  /** The answer's `Retry-After`, in milliseconds from now. */
  retryAfterMs?: number;
  /** Why no 2xx came (never the answer's body, which the receiver wrote). */
  error?: string;
  durationMs: number;
}

export interface WebhookSender {
  send(message: WebhookMessage): Promise<SendOutcome>;
  close(): void;
}

/** `Retry-After` as delay-seconds or an HTTP date, in milliseconds from `now`; undefined when unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function errorText(error: unknown): string {
  if (error instanceof RefusedAddressError) return error.message;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/**
 * Sends with keep-alive connections of its own; `allowPrivate` lets it reach private, loopback and link-local
 * addresses (a receiver on the same machine or network).
 * @example const sender = webhookSender({ allowPrivate: false }); const outcome = await sender.send(message);
 */
export function webhookSender(options: { allowPrivate: boolean; timeoutMs?: number }): WebhookSender {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const lookup = options.allowPrivate ? undefined : publicOnlyLookup();
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };

  const send = (message: WebhookMessage): Promise<SendOutcome> => {
    const started = performance.now();
    const done = (outcome: Omit<SendOutcome, 'durationMs'>): SendOutcome => ({
      ...outcome,
      durationMs: Math.round(performance.now() - started),
    });
    const url = new URL(message.url);
    const literal = literalAddress(url.hostname);
    if (!options.allowPrivate && literal !== undefined && isPrivateAddress(literal)) {
      return Promise.resolve(done({ error: new RefusedAddressError(url.hostname, literal).message }));
    }
    if (!options.allowPrivate && refusedHostName(url.hostname)) {
      return Promise.resolve(done({ error: new RefusedAddressError(url.hostname, 'this machine').message }));
    }
    const transport = url.protocol === 'https:' ? https : http;
    const agent = agents[url.protocol as keyof typeof agents];
    return new Promise((resolve) => {
      let settled = false;
      const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(done(outcome));
      };
      const request = transport.request(
        url,
        {
          method: 'POST',
          agent,
          ...(lookup ? { lookup } : {}),
          headers: {
            'content-type': 'text/plain',
            'content-length': Buffer.byteLength(message.body),
            'user-agent': 'Cartwright-Webhooks/1',
            [WEBHOOK_ID_HEADER]: message.id,
            [WEBHOOK_TIMESTAMP_HEADER]: String(message.timestamp),
            [WEBHOOK_SIGNATURE_HEADER]: standardWebhookSignature(
              message.secret,
              message.id,
              message.timestamp,
              message.body,
            ),
          },
        },
        (response) => {
          const statusCode = response.statusCode ?? 0;
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) response.destroy();
          });
          const answered = () => {
            const ok = statusCode >= 200 && statusCode < 300;
            const retryAfter = retryAfterMs(response.headers['retry-after'], Date.now());
            finish({
              statusCode,
              ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
              ...(ok ? {} : { error: `answered ${statusCode}` }),
            });
          };
          response.on('end', answered);
          // An answer cut short still has its status: that decides.
          response.on('close', answered);
          response.on('error', () => {});
        },
      );
      const timer = setTimeout(() => {
        request.destroy();
        finish({ error: `timed out after ${timeoutMs / 1000} s` });
      }, timeoutMs);
      request.on('error', (error) => finish({ error: errorText(error) }));
      request.end(message.body);
    });
  };

  return {
    send,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
