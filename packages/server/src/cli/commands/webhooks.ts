// `cartwright webhooks create|list|delete|public-key`: webhook subscriptions from the command line.
import { systemClock } from '../../clock.js';
import { UsageError } from '../../lib/parse-args.js';
import { createWebhook, deleteWebhook, listWebhooks, webhookPublicKey } from '../../modules/events/index.js';
import type { Command } from '../command.js';
import { stringOption } from './option-values.js';

export const webhooksCreateCommand: Command = {
  name: 'webhooks create',
  summary: 'Subscribe a URL to event types (prints the signing secret once)',
  options: {
    url: { type: 'string', description: 'Where to POST the events (http or https)', required: true },
    events: {
      type: 'string',
      description: 'Comma-separated event types, e.g. wix.ecom.v1.cart_updated, or * for all',
      required: true,
    },
    disabled: { type: 'boolean', description: 'Create it switched off' },
    'allow-private-webhooks': {
      type: 'boolean',
      env: 'ALLOW_PRIVATE_WEBHOOKS',
      description: 'Accept a private, loopback or link-local address',
    },
  },
  async run({ db, options }) {
    const eventTypes = stringOption(options, 'events')
      .split(',')
      .map((type) => type.trim())
      .filter((type) => type !== '');
    if (eventTypes.length === 0) throw new UsageError('Invalid --events: name at least one event type, or *');
    const webhook = await createWebhook(
      {
        db,
        clock: systemClock,
        config: { allowPrivateWebhooks: options['allow-private-webhooks'] === true },
      },
      { url: stringOption(options, 'url'), eventTypes, enabled: options.disabled !== true },
    );
    return { webhook };
  },
  format: (result) => {
    const webhook = result.webhook as { id: string; url: string; eventTypes: string[]; secret: string };
    return [
      `Webhook ${webhook.id} → ${webhook.url}`,
      `Events: ${webhook.eventTypes.join(', ')}`,
      `Signing secret (shown once, store it now): ${webhook.secret}`,
    ].join('\n');
  },
};

export const webhooksListCommand: Command = {
  name: 'webhooks list',
  summary: 'List webhook subscriptions',
  options: {},
  async run({ db }) {
    return { webhooks: await listWebhooks({ db }) };
  },
  format: (result) => {
    const webhooks = result.webhooks as Array<{
      id: string;
      url: string;
      enabled: boolean;
      eventTypes: string[];
    }>;
    if (webhooks.length === 0) return 'No webhooks';
    return webhooks
      .map((w) => `${w.id}  ${w.enabled ? 'enabled ' : 'disabled'}  ${w.url}  ${w.eventTypes.join(',')}`)
      .join('\n');
  },
};

export const webhooksDeleteCommand: Command = {
  name: 'webhooks delete',
  summary: 'Delete a webhook subscription',
  options: { id: { type: 'string', description: 'The webhook id', required: true } },
  async run({ db, options }) {
    const id = stringOption(options, 'id');
    await deleteWebhook({ db, clock: systemClock, config: { allowPrivateWebhooks: false } }, id);
    return { deleted: id };
  },
  format: (result) => `Deleted webhook ${String(result.deleted)}`,
};

export const webhooksPublicKeyCommand: Command = {
  name: 'webhooks public-key',
  summary: 'Print the public key (SPKI PEM) that verifies webhook JWTs',
  options: {},
  async run({ db }) {
    return { ...(await webhookPublicKey({ db })) };
  },
  format: (result) => String(result.publicKey).trimEnd(),
};
