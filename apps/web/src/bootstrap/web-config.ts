// Loads the store's public web configuration, so the bundle never hard-codes a store or OAuth client id.

/** Public settings the store server publishes for its web app. */
export interface WebConfig {
  storeName: string;
  clientId: string;
  currency: string;
  /** Stripe's publishable key when the store takes Stripe payments; absent, the checkout shows the test card. */
  stripePublishableKey?: string;
}

/** Path of the public configuration endpoint on the store server. */
export const webConfigPath = '/cartwright/v1/web-config';

/** Raised when the store server's configuration is missing, unreachable or malformed. */
export class WebConfigError extends Error {
  override readonly name = 'WebConfigError';
}

/** `record[field]` when it is a string `pattern` accepts (by default any with a non-space character). */
function requireText(record: Record<string, unknown>, field: keyof WebConfig, pattern = /\S/): string {
  const value = record[field];
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new WebConfigError(`The store configuration has no valid "${field}".`);
  }
  return value;
}

/** Checks a parsed JSON body and returns it as a WebConfig, or throws WebConfigError naming the bad field. */
export function parseWebConfig(body: unknown): WebConfig {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new WebConfigError('The store configuration is not a JSON object.');
  }
  const record = body as Record<string, unknown>;
  return {
    storeName: requireText(record, 'storeName'),
    clientId: requireText(record, 'clientId'),
    currency: requireText(record, 'currency'),
    // Only a publishable key may reach Stripe.js: anything else is a misconfigured server, not a key to try.
    ...(record.stripePublishableKey === undefined
      ? {}
      : { stripePublishableKey: requireText(record, 'stripePublishableKey', /^pk_(test|live)_\w+$/) }),
  };
}

/**
 * Fetches `GET /cartwright/v1/web-config` from the origin that served the app.
 * @example const config = await loadWebConfig(window.location.origin);
 */
export async function loadWebConfig(origin: string, fetchFn: typeof fetch = fetch): Promise<WebConfig> {
  let response: Response;
  try {
    response = await fetchFn(new URL(webConfigPath, origin), { headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new WebConfigError('The store server could not be reached.', { cause });
  }
  if (response.status !== 200) {
    throw new WebConfigError(`The store server answered ${response.status} for its configuration.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new WebConfigError('The store configuration is not valid JSON.', { cause });
  }
  return parseWebConfig(body);
}
