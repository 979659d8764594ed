// Server settings from flags, environment and defaults, validated before anything starts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultAppConfig, type StripeConfig } from './deps.js';
import type { OptionSpec, OptionValues } from './lib/parse-args.js';
import { UsageError } from './lib/parse-args.js';

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the data lives; every command takes these. */
export const STORAGE_OPTIONS: Record<string, OptionSpec> = {
  'data-dir': {
    type: 'string',
    env: 'DATA_DIR',
    // Uploads live here even with PostgreSQL: instances sharing a database must share this folder too.
    description: 'Embedded database folder and uploaded images (default ./data)',
  },
  'database-url': {
    type: 'string',
    env: 'DATABASE_URL',
    description: 'PostgreSQL URL (postgres://…); replaces the embedded database',
  },
};

/** What `start` takes beyond storage. */
export const SERVER_OPTIONS: Record<string, OptionSpec> = {
  port: { type: 'string', env: 'PORT', description: 'Port to listen on (default 3000; 0 picks a free one)' },
  host: { type: 'string', env: 'HOST', description: 'Interface to listen on (default 127.0.0.1)' },
  'no-demo': { type: 'boolean', description: 'Do not create the demo store on an empty database' },
  'token-ttl': {
    type: 'string',
    env: 'ACCESS_TOKEN_TTL',
    description: 'Access token lifetime in seconds (default 3600)',
  },
  'trust-proxy': {
    type: 'string',
    env: 'TRUST_PROXY',
    description:
      'Proxies in front of the server (load balancers) whose X-Forwarded-For to trust for the client address (default 0)',
  },
  'public-url': {
    type: 'string',
    env: 'PUBLIC_URL',
    description:
      'The URL shoppers reach the store at, which every link the store builds starts with (default http://{host}:{port} of the listening socket)',
  },
  'smtp-url': {
    type: 'string',
    env: 'SMTP_URL',
    description:
      'SMTP server for outgoing e-mail, smtp://user:password@host:port or smtps://… (default: e-mail is only logged)',
  },
  'mail-from': {
    type: 'string',
    env: 'MAIL_FROM',
    description: 'From address of outgoing e-mail (default no-reply@ the public URL host)',
  },
  'web-root': {
    type: 'string',
    env: 'WEB_ROOT',
    description: 'Built web app to serve (default apps/web/dist)',
  },
  'web-renderer': {
    type: 'string',
    env: 'WEB_RENDERER',
    description:
      'Server entry of the web app that renders storefront pages (default dist-server/entry-server.js beside the web root)',
  },
  'allow-private-webhooks': {
    type: 'boolean',
    env: 'ALLOW_PRIVATE_WEBHOOKS',
    description: 'Let webhooks reach private, loopback and link-local addresses (refused by default)',
  },
  'event-retention-days': {
    type: 'string',
    env: 'EVENT_RETENTION_DAYS',
    description: 'Days delivered events and their delivery log are kept (default 7)',
  },
  'webhook-retry-base': {
    type: 'string',
    env: 'WEBHOOK_RETRY_BASE_MS',
    description:
      'Milliseconds before the first webhook retry, doubling per attempt up to an hour (default 2000)',
  },
  'stripe-secret-key': {
    type: 'string',
    env: 'STRIPE_SECRET_KEY',
    description:
      'Stripe secret key (sk_test_… or sk_live_…); with the publishable key, the hosted checkout takes Stripe',
  },
  'stripe-publishable-key': {
    type: 'string',
    env: 'STRIPE_PUBLISHABLE_KEY',
    description: 'Stripe publishable key (pk_test_… or pk_live_…, the same mode as the secret key)',
  },
  'stripe-webhook-secret': {
    type: 'string',
    env: 'STRIPE_WEBHOOK_SECRET',
    description: 'Signing secret (whsec_…) of the webhook endpoint /cartwright/v1/payments/stripe/webhooks',
  },
  'stripe-api-url': {
    type: 'string',
    env: 'STRIPE_API_URL',
    description: "Stripe's API address (default https://api.stripe.com): a proxy or a test double",
  },
  'log-format': {
    type: 'string',
    env: 'LOG_FORMAT',
    description: 'pretty or json (default pretty on a terminal, json otherwise)',
  },
  'log-level': {
    type: 'string',
    env: 'LOG_LEVEL',
    description: `One of ${LOG_LEVELS.join(', ')} (default info)`,
  },
};

export interface StorageConfig {
  dataDir: string;
  databaseUrl?: string;
}

export interface ServerConfig extends StorageConfig {
  port: number;
  host: string;
  demo: boolean;
  accessTokenTtlSeconds: number;
  bodyLimitBytes: number;
  trustedProxies: number;
  /** Unset: `http://{host}:{port}` of the listening socket (`localhost` for a wildcard host). */
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  webRoot?: string;
  /** Unset: the storefront's pages are rendered by the browser alone. */
  webRenderer?: string;
  /** Default false. */
  allowPrivateWebhooks?: boolean;
  /** Default 7. */
  eventRetentionDays?: number;
  /** Default 2000. */
  webhookRetryBaseMs?: number;
  /** Stripe, when both its keys are given. */
  stripe?: StripeConfig;
  logFormat: LogFormat;
  logLevel: LogLevel;
}

/** The web app's build output beside this package in the repository, when it has been built. */
export function defaultWebRoot(): string | undefined {
  const dir = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
  return existsSync(dir) ? dir : undefined;
}

/** The web app's server entry its build puts beside `webRoot` (`apps/web/dist-server`), when there is one. */
export function defaultWebRenderer(webRoot: string | undefined): string | undefined {
  if (webRoot === undefined) return undefined;
  const entry = resolve(webRoot, '..', 'dist-server', 'entry-server.js');
  return existsSync(entry) ? entry : undefined;
}

const text = (values: OptionValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};

function integer(values: OptionValues, name: string, fallback: number, min: number, max: number): number {
  const raw = text(values, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new UsageError(`Invalid --${name} "${raw}": expected a whole number from ${min} to ${max}`);
  }
  return value;
}

function oneOf<T extends string>(values: OptionValues, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(values, name);
  if (raw === undefined) return fallback;
  if (!allowed.includes(raw as T)) {
    throw new UsageError(`Invalid --${name} "${raw}": expected one of ${allowed.join(', ')}`);
  }
  return raw as T;
}

/** `--public-url`: an http(s) URL with no query or fragment, kept without its trailing slash. */
function publicUrlOption(values: OptionValues): { publicUrl?: string } {
  const raw = text(values, 'public-url');
  if (raw === undefined) return {};
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new UsageError(`Invalid --public-url "${raw}": expected http(s)://host[:port][/path]`);
  }
  return { publicUrl: url.href.replace(/\/+$/, '') };
}

/**
 * `--smtp-url`: an smtp: or smtps: URL with a host; the error never repeats the value, which carries the
 * password. `--mail-from`: an address, optionally with a display name (`Shop <no-reply@shop.example>`).
 */
function mailOptions(values: OptionValues): { smtpUrl?: string; mailFrom?: string } {
  const smtpUrl = text(values, 'smtp-url');
  const mailFrom = text(values, 'mail-from');
  if (smtpUrl !== undefined) {
    const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined;
    if (!url || !/^smtps?:$/.test(url.protocol) || url.hostname === '') {
      throw new UsageError('Invalid --smtp-url: expected smtp://user:password@host:port or smtps://…');
    }
  }
  if (mailFrom !== undefined && !/^([^<>@\s][^<>@]*<)?[^\s<>@]+@[^\s<>@]+>?$/.test(mailFrom.trim())) {
    throw new UsageError(`Invalid --mail-from "${mailFrom}": expected name@host or Name <name@host>`);
  }
  return {
    ...(smtpUrl !== undefined ? { smtpUrl } : {}),
    ...(mailFrom !== undefined ? { mailFrom: mailFrom.trim() } : {}),
  };
}

const STRIPE_KEY_MODE = /^(sk|rk|pk)_(test|live)_[A-Za-z0-9_]+$/;

/**
 * The Stripe flags: both keys or neither, of one mode; a `whsec_` webhook secret; an http(s) API address. No
 * error repeats a value: they are secrets.
 */
function stripeOptions(values: OptionValues): { stripe?: StripeConfig } {
  const secretKey = text(values, 'stripe-secret-key');
  const publishableKey = text(values, 'stripe-publishable-key');
  const webhookSecret = text(values, 'stripe-webhook-secret');
  const apiUrl = text(values, 'stripe-api-url');
  if (secretKey === undefined && publishableKey === undefined) {
    if (webhookSecret !== undefined || apiUrl !== undefined) {
      throw new UsageError('Stripe needs --stripe-secret-key and --stripe-publishable-key');
    }
    return {};
  }
  if (secretKey === undefined || publishableKey === undefined) {
    throw new UsageError('Stripe needs both --stripe-secret-key and --stripe-publishable-key');
  }
  const secret = STRIPE_KEY_MODE.exec(secretKey);
  if (!secret || secret[1] === 'pk') {
    throw new UsageError(
      'Invalid --stripe-secret-key: expected sk_test_… or sk_live_… (or a restricted rk_ key)',
    );
  }
  const publishable = STRIPE_KEY_MODE.exec(publishableKey);
  if (publishable?.[1] !== 'pk') {
    throw new UsageError('Invalid --stripe-publishable-key: expected pk_test_… or pk_live_…');
  }
  if (secret[2] !== publishable[2]) {
    throw new UsageError('The Stripe keys are of different modes: use both test keys or both live keys');
  }
  if (webhookSecret !== undefined && !/^whsec_[A-Za-z0-9_]+$/.test(webhookSecret)) {
    throw new UsageError('Invalid --stripe-webhook-secret: expected whsec_…');
  }
  if (apiUrl !== undefined) {
    const url = URL.canParse(apiUrl) ? new URL(apiUrl) : undefined;
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.username) {
      throw new UsageError(`Invalid --stripe-api-url "${apiUrl}": expected http(s)://host[:port]`);
    }
  }
  return {
    stripe: {
      secretKey,
      publishableKey,
      ...(webhookSecret === undefined ? {} : { webhookSecret }),
      ...(apiUrl === undefined ? {} : { apiUrl }),
    },
  };
}

/** Storage flags (or DATA_DIR/DATABASE_URL) with the default `./data`. */
export function resolveStorageConfig(values: OptionValues): StorageConfig {
  const databaseUrl = text(values, 'database-url');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new UsageError('Invalid --database-url: expected postgres://user:password@host:port/database');
  }
  const dataDir = text(values, 'data-dir') ?? './data';
  if (dataDir.trim() === '') throw new UsageError('Invalid --data-dir: empty path');
  return { dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
}

/**
 * Turns parsed options (flags already merged over environment variables by parseArgs) into the
 * server's settings, with defaults; throws UsageError (exit code 2) on a bad value.
 */
export function resolveServerConfig(values: OptionValues, stdoutIsTty: boolean): ServerConfig {
  const host = text(values, 'host') ?? '127.0.0.1';
  if (host.trim() === '') throw new UsageError('Invalid --host: empty');
  const webRoot = text(values, 'web-root') ?? defaultWebRoot();
  const webRenderer = text(values, 'web-renderer') ?? defaultWebRenderer(webRoot);
  return {
    ...resolveStorageConfig(values),
    port: integer(values, 'port', 3000, 0, 65535),
    host,
    demo: values['no-demo'] !== true,
    accessTokenTtlSeconds: integer(
      values,
      'token-ttl',
      defaultAppConfig.accessTokenTtlSeconds,
      1,
      31_536_000,
    ),
    bodyLimitBytes: defaultAppConfig.bodyLimitBytes,
    trustedProxies: integer(values, 'trust-proxy', defaultAppConfig.trustedProxies, 0, 10),
    ...publicUrlOption(values),
    ...mailOptions(values),
    ...(webRoot ? { webRoot } : {}),
    ...(webRenderer ? { webRenderer } : {}),
    allowPrivateWebhooks: values['allow-private-webhooks'] === true,
    eventRetentionDays: integer(values, 'event-retention-days', defaultAppConfig.eventRetentionDays, 1, 3650),
    webhookRetryBaseMs: integer(
      values,
      'webhook-retry-base',
      defaultAppConfig.webhookRetryBaseMs,
      10,
      3_600_000,
    ),
    ...stripeOptions(values),
    logFormat: oneOf(values, 'log-format', LOG_FORMATS, stdoutIsTty ? 'pretty' : 'json'),
    logLevel: oneOf(values, 'log-level', LOG_LEVELS, 'info'),
  };
}
