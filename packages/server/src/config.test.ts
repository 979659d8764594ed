// Server settings: flags beat environment beat defaults; bad values are usage errors (exit code 2).
import { describe, expect, it } from 'vitest';
import { resolveServerConfig, SERVER_OPTIONS, STORAGE_OPTIONS } from './config.js';
import { parseArgs, UsageError } from './lib/parse-args.js';

const specs = { ...STORAGE_OPTIONS, ...SERVER_OPTIONS };
const resolve = (argv: string[], env: Record<string, string> = {}, tty = false) =>
  resolveServerConfig(parseArgs(argv, specs, env), tty);

describe('resolveServerConfig', () => {
  it('has defaults for everything', () => {
    expect(resolve([])).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      demo: true,
      accessTokenTtlSeconds: 3600,
      bodyLimitBytes: 1024 * 1024,
      trustedProxies: 0,
      logFormat: 'json',
      logLevel: 'info',
    });
    expect(resolve([]).databaseUrl).toBeUndefined();
    expect(resolve([], {}, true).logFormat).toBe('pretty');
  });

  it('takes environment variables over defaults and flags over environment variables', () => {
    const env = {
      PORT: '4000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/cartwright',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      ACCESS_TOKEN_TTL: '600',
      TRUST_PROXY: '1',
      LOG_FORMAT: 'pretty',
      LOG_LEVEL: 'warn',
    };
    expect(resolve([], env)).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      dataDir: '/var/cartwright',
      databaseUrl: 'postgres://u@db:5432/shop',
      accessTokenTtlSeconds: 600,
      trustedProxies: 1,
      logFormat: 'pretty',
      logLevel: 'warn',
    });
    const flags = [
      '--port',
      '5000',
      '--host=::1',
      '--data-dir',
      './d',
      '--token-ttl',
      '60',
      '--log-format',
      'json',
      '--trust-proxy',
      '2',
    ];
    expect(resolve([...flags, '--no-demo', '--log-level', 'debug'], env)).toMatchObject({
      port: 5000,
      host: '::1',
      dataDir: './d',
      accessTokenTtlSeconds: 60,
      trustedProxies: 2,
      logFormat: 'json',
      logLevel: 'debug',
      demo: false,
    });
  });

  it('rejects bad values with a message naming the option', () => {
    const bad: [string[], string][] = [
      [['--port', 'abc'], 'Invalid --port "abc"'],
      [['--port', '70000'], 'Invalid --port "70000"'],
      [['--port', '-1'], 'Invalid --port "-1"'],
      [['--token-ttl', '0'], 'Invalid --token-ttl "0"'],
      [['--token-ttl', '1.5'], 'Invalid --token-ttl "1.5"'],
      [['--log-format', 'xml'], 'Invalid --log-format "xml": expected one of pretty, json'],
      [['--log-level', 'loud'], 'Invalid --log-level "loud"'],
      [['--database-url', 'mysql://x'], 'Invalid --database-url'],
      [['--host='], 'Invalid --host: empty'],
      [['--trust-proxy', 'yes'], 'Invalid --trust-proxy "yes"'],
      [['--trust-proxy', '11'], 'Invalid --trust-proxy "11"'],
      [['--public-url', 'shop.example'], 'Invalid --public-url "shop.example"'],
      [['--public-url', 'ftp://shop.example'], 'Invalid --public-url'],
      [['--public-url', 'https://shop.example/?a=1'], 'Invalid --public-url'],
      [['--public-url', 'https://shop.example/#top'], 'Invalid --public-url'],
      [['--public-url', 'https://owner:secret@shop.example'], 'Invalid --public-url'],
    ];
    for (const [argv, message] of bad) {
      expect(() => resolve(argv)).toThrow(UsageError);
      expect(() => resolve(argv)).toThrow(message);
    }
    expect(() => resolve([], { PORT: 'eighty' })).toThrow('Invalid --port "eighty"');
  });

  it('takes the public URL from --public-url or PUBLIC_URL, without its trailing slash', () => {
    expect(resolve(['--public-url', 'https://Shop.example/store/'])).toMatchObject({
      publicUrl: 'https://shop.example/store',
    });
    expect(resolve([], { PUBLIC_URL: 'http://localhost:8080' })).toMatchObject({
      publicUrl: 'http://localhost:8080',
    });
    expect(resolve([])).not.toHaveProperty('publicUrl');
  });

  it('takes the SMTP server and the From address from flags or SMTP_URL and MAIL_FROM', () => {
    expect(
      resolve([
        '--smtp-url',
        'smtps://shop:secret@mail.example:465',
        '--mail-from',
        'Shop <hi@shop.example>',
      ]),
    ).toMatchObject({ smtpUrl: 'smtps://shop:secret@mail.example:465', mailFrom: 'Shop <hi@shop.example>' });
    expect(resolve([], { SMTP_URL: 'smtp://mail.example:25', MAIL_FROM: 'hi@shop.example' })).toMatchObject({
      smtpUrl: 'smtp://mail.example:25',
      mailFrom: 'hi@shop.example',
    });
    expect(resolve([])).not.toHaveProperty('smtpUrl');
  });

  it('refuses a bad SMTP URL without repeating it, since it carries the password', () => {
    for (const url of ['http://shop:secret@mail.example', 'smtp://', 'shop:secret@mail.example']) {
      expect(() => resolve(['--smtp-url', url])).toThrow('Invalid --smtp-url: expected smtp://');
      try {
        resolve(['--smtp-url', url]);
      } catch (error) {
        expect((error as Error).message).not.toContain('secret');
      }
    }
    expect(() => resolve(['--mail-from', 'not an address'])).toThrow('Invalid --mail-from');
  });

  it('takes Stripe keys from flags or environment, checked for shape and mode, never repeating a secret', () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_def456',
      STRIPE_WEBHOOK_SECRET: 'whsec_ghi789',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    };
    expect(resolve([], env).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_def456',
      webhookSecret: 'whsec_ghi789',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(
      resolve(['--stripe-secret-key', 'sk_live_x1', '--stripe-publishable-key', 'pk_live_y2']).stripe,
    ).toEqual({
      secretKey: 'sk_live_x1',
      publishableKey: 'pk_live_y2',
    });
    expect(resolve([]).stripe).toBeUndefined();
    const refused: Array<[Record<string, string>, string]> = [
      [{ STRIPE_SECRET_KEY: 'sk_test_secret1' }, 'needs both'],
      [{ STRIPE_WEBHOOK_SECRET: 'whsec_secret1' }, 'needs --stripe-secret-key'],
      [{ ...env, STRIPE_SECRET_KEY: 'pk_test_secret1' }, 'Invalid --stripe-secret-key'],
      [{ ...env, STRIPE_SECRET_KEY: 'secret1' }, 'Invalid --stripe-secret-key'],
      [{ ...env, STRIPE_PUBLISHABLE_KEY: 'sk_test_secret1' }, 'Invalid --stripe-publishable-key'],
      [{ ...env, STRIPE_SECRET_KEY: 'sk_live_secret1' }, 'different modes'],
      [{ ...env, STRIPE_WEBHOOK_SECRET: 'secret1' }, 'Invalid --stripe-webhook-secret'],
      [{ ...env, STRIPE_API_URL: 'ftp://stripe.example' }, 'Invalid --stripe-api-url'],
      [{ ...env, STRIPE_API_URL: 'https://stripe.example/v1' }, 'Invalid --stripe-api-url'],
    ];
    for (const [bad, message] of refused) {
      expect(() => resolve([], bad)).toThrow(UsageError);
      try {
        resolve([], bad);
      } catch (error) {
        expect((error as Error).message).toContain(message);
        expect((error as Error).message).not.toContain('secret1');
      }
    }
  });
});
