// Which providers this store takes: the test provider always, Stripe when its keys are configured. One Stripe
// client per configuration, made on first use.
import { ORDER_ERROR_CODES, type PaymentProviderName, type PaymentSettings } from '@cartwright/contracts';
import type { AppConfig, StripeConfig } from '../../deps.js';
import { AppError } from '../../errors/app-error.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { testProvider } from './test-provider.js';

const stripeClients = new WeakMap<StripeConfig, PaymentProvider>();

/**
 * The provider of that name; 400 PAYMENT_PROVIDER_NOT_CONFIGURED for Stripe without its keys.
 * @example const stripe = paymentProviderFor(deps.config, 'stripe')
 */
export function paymentProviderFor(
  config: Pick<AppConfig, 'stripe'>,
  name: PaymentProviderName,
): PaymentProvider {
  if (name === 'test') return testProvider;
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

/** The admin's view: what is configured and in which mode, never a key. */
export function paymentSettings(config: Pick<AppConfig, 'stripe'>): PaymentSettings {
  const stripe = config.stripe;
  return {
    providers: [
      { provider: 'test', configured: true },
      stripe
        ? {
            provider: 'stripe',
            configured: true,
            mode: /^(sk|rk)_live_/.test(stripe.secretKey) ? 'live' : 'test',
          }
        : { provider: 'stripe', configured: false },
    ],
    captureLater: false,
  };
}
