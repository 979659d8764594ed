// Which providers this store takes: the test provider unless Stripe takes live payments, Stripe when its keys
// are configured. One Stripe client per configuration, made on first use.
import { ORDER_ERROR_CODES, type PaymentProviderName, type PaymentSettings } from '@cartwright/contracts';
import type { AppConfig, StripeConfig } from '../../deps.js';
import { AppError } from '../../errors/app-error.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { testProvider } from './test-provider.js';

const stripeClients = new WeakMap<StripeConfig, PaymentProvider>();

const isLive = (stripe: StripeConfig | undefined) =>
  stripe !== undefined && /^(sk|rk)_live_/.test(stripe.secretKey);

/**
 * The test provider (test card, test sessions) is on unless the store takes live Stripe payments: then anyone could
 * pay with 4242… for real goods. 400 PAYMENT_PROVIDER_NOT_CONFIGURED when off.
 * @example refuseTestProviderWhenLive(deps.config) // before charging the test card
 */
export function refuseTestProviderWhenLive(config: Pick<AppConfig, 'stripe'>): void {
  if (!isLive(config.stripe)) return;
  throw new AppError(
    400,
    ORDER_ERROR_CODES.paymentProviderNotConfigured,
    'This store takes live payments: the test provider is off',
    { provider: 'test' },
  );
}

/**
 * The provider of that name; 400 PAYMENT_PROVIDER_NOT_CONFIGURED for Stripe without its keys.
 * @example const stripe = paymentProviderFor(deps.config, 'stripe')
 */
export function paymentProviderFor(
  config: Pick<AppConfig, 'stripe'>,
  name: PaymentProviderName,
): PaymentProvider {
  if (name === 'test') {
    refuseTestProviderWhenLive(config);
    return testProvider;
  }
  const stripe = config.stripe;
  if (!stripe) {
    throw new AppError(
      400,
      ORDER_ERROR_CODES.paymentProviderNotConfigured,
      'This store does not take Stripe payments',
      {
        provider: name,
      },
    );
  }
  let provider = stripeClients.get(stripe);
  if (!provider) {
    provider = createStripeProvider(stripe);
    stripeClients.set(stripe, provider);
  }
  return provider;
}

/** The admin's view of the providers: what is configured, in which mode, which keys are set; never a key. */
export function paymentSettings(config: Pick<AppConfig, 'stripe'>): Pick<PaymentSettings, 'providers'> {
  const stripe = config.stripe;
  return {
    providers: [
      { provider: 'test', configured: !isLive(stripe) },
      stripe
        ? {
            provider: 'stripe',
            configured: true,
            mode: isLive(stripe) ? 'live' : 'test',
            keys: {
              api: stripe.secretKey !== '',
              publishable: stripe.publishableKey !== '',
              webhook: (stripe.webhookSecret ?? '') !== '',
            },
          }
        : { provider: 'stripe', configured: false },
    ],
  };
}
