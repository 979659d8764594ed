// ApiKeyStrategy: admin tooling and apps authenticate every request with an API key.
import type { AuthStrategy } from '../client/types.js';

/**
 * Sends `Authorization: <apiKey>` on every request (no `Bearer`, wire §0).
 *
 * @example
 * const admin = createClient({ host, auth: ApiKeyStrategy({ apiKey: process.env.CARTWRIGHT_API_KEY! }) });
 */
export function ApiKeyStrategy(options: { apiKey: string }): AuthStrategy {
  const headers = { authorization: options.apiKey };
  return { getAuthHeaders: async () => headers };
}
