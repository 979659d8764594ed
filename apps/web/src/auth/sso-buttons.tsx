// "Continue with …" for each identity provider the store has switched on (the public provider list); each
// is a plain link to the store's SSO login, which carries the waiting authorize request along when there is one.
import { callApi } from '@cartwright/client';
import { SSO_PROVIDERS_PATH, type SsoProvider, type SsoProviderList } from '@cartwright/contracts';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';

const noAuth = { getAuthHeaders: async () => ({}) };

/** The link of one provider; `next` is the same-origin authorize URL the hosted login was opened for. */
export function ssoLoginHref(provider: SsoProvider, next: string | undefined): string {
  if (!next) return provider.loginUrl;
  const { pathname, search } = new URL(next);
  return `${provider.loginUrl}?authorizationUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}

export function SsoButtons({ next }: { next: string | undefined }) {
  const client = useStoreClient();
  const providers = useQuery({
    queryKey: ['cartwright', 'sso-providers'],
    queryFn: async ({ signal }) =>
      (
        await callApi<SsoProviderList>(
          { ...client, auth: noAuth },
          { method: 'GET', path: SSO_PROVIDERS_PATH },
          {},
          { signal },
        )
      ).providers,
    staleTime: 60_000,
  });
  const shown = providers.data ?? [];
  if (shown.length === 0) return null;
  return (
    <nav className="sso-buttons" aria-label="Other ways to sign in">
      <p className="sso-divider">or</p>
      {shown.map((provider) => (
        <a
          key={provider.idpConnectionId}
          className="button-link sso-button"
          href={ssoLoginHref(provider, next)}
        >
          Continue with {provider.displayName}
        </a>
      ))}
    </nav>
  );
}
