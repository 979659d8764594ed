// Webhook subscriptions (`/cartwright/v1/webhooks`): admins and API keys create, list, change, test and
// delete them, and read their delivery log.
import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import {
  type CreatedWebhook,
  type CreateWebhookRequest,
  type DomainEvent,
  isWebhookEventSelector,
  type ListWebhookDeliveriesQuery,
  MAX_WEBHOOKS,
  type MessageEnvelope,
  type UpdateWebhookRequest,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT_TYPE,
  type Webhook,
  type WebhookDelivery,
  type WebhookPublicKeyResponse,
} from '@cartwright/contracts';
import type { Updateable } from 'kysely';
import type { AdminCaller } from '../../../caller.js';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/database.js';
import { invalidField, ValidationFailure } from '../../../errors/app-error.js';
import { isUuid } from '../../../lib/secrets.js';
import { webhookSender } from '../delivery/webhook-sender.js';
import { actorIdentity } from '../outbox/actor-identity.js';
import { webhookLimitReached, webhookNotFound } from '../webhooks.errors.js';
import type { WebhookAttemptRow, WebhookRow, WebhooksTable } from '../webhooks.table.js';
import { isPrivateAddress, literalAddress, refusedHostName } from './outbound-address.js';
import {
  newWebhookSecret,
  type StoreAccountDeps,
  signWebhookBody,
  webhookAccountInfo,
  webhookSigning,
} from './webhook-signing.js';
import {
  countWebhooks,
  deleteWebhookRow,
  findWebhook,
  insertAttempt,
  insertWebhook,
  selectAttempts,
  selectWebhooks,
  updateWebhookRow,
} from './webhooks.repository.js';

/** What the webhook services need (named here: the module face is imported by AppDeps' own parts). */
export interface WebhookDeps {
  db: Db;
  clock: Clock;
  config: { allowPrivateWebhooks: boolean };
}
type Deps = WebhookDeps;

/** How long creation waits for a name to resolve before accepting it unchecked (sending checks again). */
const RESOLVE_TIMEOUT_MS = 2_000;

export function rowToWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.event_types,
    enabled: row.enabled,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    ...(row.disabled_reason ? { disabledReason: row.disabled_reason } : {}),
    ...(row.disabled_at ? { disabledDate: row.disabled_at.toISOString() } : {}),
    ...(row.failing_since ? { failingSince: row.failing_since.toISOString() } : {}),
  };
}

export function rowToDelivery(row: WebhookAttemptRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    eventId: row.event_id,
    eventType: row.event_type,
    attempt: row.attempt,
    attemptedDate: row.attempted_at.toISOString(),
    outcome: row.outcome,
    ...(row.status_code === null ? {} : { statusCode: row.status_code }),
    durationMs: row.duration_ms,
    ...(row.error === null ? {} : { error: row.error }),
    ...(row.next_attempt_at === null ? {} : { nextAttemptDate: row.next_attempt_at.toISOString() }),
    test: row.test,
  };
}

async function resolvedAddresses(host: string): Promise<string[]> {
  const timeout = new Promise<string[]>((resolve) =>
    setTimeout(() => resolve([]), RESOLVE_TIMEOUT_MS).unref(),
  );
  const found = lookup(host, { all: true }).then(
    (addresses) => addresses.map((a) => a.address),
    () => [],
  );
  return Promise.race([found, timeout]);
}

/**
 * An http(s) URL that reaches a public address, unless the store allows private ones. A name that does not
 * resolve now is accepted: every delivery resolves it again and refuses a private answer.
 */
async function checkUrl(deps: Deps, raw: string): Promise<string> {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.hostname === '') {
    throw invalidField('url', 'must be an http or https URL', 'FORMAT');
  }
  // The parser forgives `http:///x`, `http:/x` and backslashes as http://x/: a host the author never wrote.
  if (!/^\s*https?:\/\/[^/\\?#]/i.test(raw)) {
    throw invalidField(
      'url',
      'must name its host after the scheme: http://host/… or https://host/…',
      'FORMAT',
    );
  }
  if (deps.config.allowPrivateWebhooks) return url.href;
  const refuse = (what: string) =>
    invalidField(
      'url',
      `must reach a public address: ${url.hostname} is ${what} (the store allows those only when started with --allow-private-webhooks)`,
      'VALIDATION',
    );
  if (refusedHostName(url.hostname)) throw refuse('a name of this machine, a loopback address');
  const literal = literalAddress(url.hostname);
  const addresses = literal === undefined ? await resolvedAddresses(url.hostname) : [literal];
  const refused = addresses.find(isPrivateAddress);
  if (refused !== undefined) throw refuse(`${refused}, a private, loopback or link-local address`);
  return url.href;
}

/** The types without repeats; an unknown one fails with the list of valid ones. */
function checkEventTypes(types: readonly string[]): string[] {
  const violations = types.flatMap((type, index) =>
    isWebhookEventSelector(type)
      ? []
      : [
          {
            field: `eventTypes[${index}]`,
            description: `unknown event type "${type.slice(0, 200)}"; valid ones are * (every type) and ${WEBHOOK_EVENT_TYPES.join(', ')}`,
            violatedRule: 'INVALID_ENUM_VALUE' as const,
            data: { validEventTypes: ['*', ...WEBHOOK_EVENT_TYPES] },
          },
        ],
  );
  if (violations.length > 0) throw new ValidationFailure(violations);
  return [...new Set(types)];
}

async function existing(deps: Deps, id: string): Promise<WebhookRow> {
  const row = isUuid(id) ? await findWebhook(deps.db, id) : undefined;
  if (!row) throw webhookNotFound(id);
  return row;
}

/**
 * Subscribes a URL to event types; the answer is the only one that shows the signing secret.
 * @example const webhook = await createWebhook(deps, { url: 'https://shop.example/hooks', eventTypes: ['wix.ecom.v1.cart_updated'] })
 */
export async function createWebhook(deps: Deps, input: CreateWebhookRequest): Promise<CreatedWebhook> {
  const eventTypes = checkEventTypes(input.eventTypes);
  const url = await checkUrl(deps, input.url);
  if ((await countWebhooks(deps.db)) >= MAX_WEBHOOKS) throw webhookLimitReached();
  const now = deps.clock();
  const enabled = input.enabled ?? true;
  const row = await insertWebhook(deps.db, {
    id: randomUUID(),
    url,
    event_types: JSON.stringify(eventTypes),
    enabled,
    secret: newWebhookSecret(),
    created_at: now,
    updated_at: now,
    disabled_at: enabled ? null : now,
  });
  return { ...rowToWebhook(row), secret: row.secret };
}

/** Oldest first. */
export async function listWebhooks(deps: { db: Db }): Promise<Webhook[]> {
  return (await selectWebhooks(deps.db)).map(rowToWebhook);
}

export async function getWebhook(deps: Deps, id: string): Promise<Webhook> {
  return rowToWebhook(await existing(deps, id));
}

/** Changes what is given; enabling clears what the store recorded when it disabled the subscription. */
export async function updateWebhook(deps: Deps, id: string, input: UpdateWebhookRequest): Promise<Webhook> {
  const current = await existing(deps, id);
  const now = deps.clock();
  const changes: Updateable<WebhooksTable> = { updated_at: now };
  if (input.eventTypes !== undefined) changes.event_types = JSON.stringify(checkEventTypes(input.eventTypes));
  if (input.url !== undefined) changes.url = await checkUrl(deps, input.url);
  if (input.enabled === true && !current.enabled) {
    Object.assign(changes, { enabled: true, disabled_reason: null, disabled_at: null, failing_since: null });
  } else if (input.enabled === false && current.enabled) {
    Object.assign(changes, { enabled: false, disabled_at: now });
  }
  const row = await updateWebhookRow(deps.db, id, changes);
  if (!row) throw webhookNotFound(id);
  return rowToWebhook(row);
}

/** Deletes the subscription with its pending deliveries and its log. */
export async function deleteWebhook(deps: Deps, id: string): Promise<void> {
  if (!(isUuid(id) && (await deleteWebhookRow(deps.db, id)))) throw webhookNotFound(id);
}

/** The delivery attempts of one subscription, newest first. */
export async function listWebhookDeliveries(
  deps: Deps,
  id: string,
  query: ListWebhookDeliveriesQuery,
): Promise<WebhookDelivery[]> {
  await existing(deps, id);
  if (query.eventId !== undefined && !isUuid(query.eventId)) return [];
  const rows = await selectAttempts(deps.db, id, {
    limit: query.limit ?? 50,
    ...(query.eventId === undefined ? {} : { eventId: query.eventId }),
  });
  return rows.map(rowToDelivery);
}

/**
 * Sends one `cartwright.v1.webhook_test` event now, whether the subscription is enabled or not, once (no
 * retries, and its outcome changes nothing about the subscription), and logs and answers the attempt.
 */
export async function testWebhook(
  deps: Deps & StoreAccountDeps,
  caller: AdminCaller,
  id: string,
): Promise<WebhookDelivery> {
  const webhook = await existing(deps, id);
  const signing = await webhookSigning(deps.db);
  const now = deps.clock();
  const eventId = randomUUID();
  const event: DomainEvent = {
    id: eventId,
    entityFqdn: 'cartwright.v1.webhook',
    slug: 'test',
    entityId: webhook.id,
    eventTime: now.toISOString(),
    triggeredByAnonymizeRequest: false,
    entityEventSequence: '1',
    actionEvent: { body: { webhookId: webhook.id, url: webhook.url } },
  };
  const envelope: MessageEnvelope = {
    eventType: WEBHOOK_TEST_EVENT_TYPE,
    instanceId: signing.instanceId,
    identity: JSON.stringify(actorIdentity(caller)),
    accountInfo: await webhookAccountInfo(deps, signing),
    data: JSON.stringify(event),
  };
  const sender = webhookSender({ allowPrivate: deps.config.allowPrivateWebhooks });
  try {
    const outcome = await sender.send({
      url: webhook.url,
      id: eventId,
      body: await signWebhookBody(signing, envelope, now),
      secret: webhook.secret,
      timestamp: Math.floor(now.getTime() / 1000),
    });
    const delivered = outcome.error === undefined;
    const row = await insertAttempt(deps.db, {
      id: randomUUID(),
      webhook_id: webhook.id,
      event_id: eventId,
      event_type: WEBHOOK_TEST_EVENT_TYPE,
      attempt: 1,
      attempted_at: now,
      outcome: delivered ? 'DELIVERED' : 'FAILED',
      status_code: outcome.statusCode ?? null,
      duration_ms: outcome.durationMs,
      error: outcome.error ?? null,
      next_attempt_at: null,
      test: true,
    });
    return rowToDelivery(row);
  } finally {
    sender.close();
  }
}

/** The key that verifies every webhook JWT. */
export async function webhookPublicKey(deps: { db: Db }): Promise<WebhookPublicKeyResponse> {
  return { publicKey: (await webhookSigning(deps.db)).publicKeyPem, algorithm: 'RS256' };
}
