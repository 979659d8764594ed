// Makes sure a shopper without tokens gets an anonymous visitor session as soon as the shell loads.
import type { SessionKind } from '@cartwright/client';
import { type OAuthStoreClient, useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';

/** Obtains visitor tokens when the client holds none; a visitor or member session is left untouched. */
export async function ensureVisitorSession(client: OAuthStoreClient): Promise<SessionKind> {
  if (client.auth.getSession().kind === 'none') await client.auth.generateVisitorTokens();
  return client.auth.getSession().kind;
}

/**
 * Runs `ensureVisitorSession` whenever the session is `none` (first visit, after sign-out). The query
 * cache shares one in-flight token request between every component and StrictMode's double mount.
 */
export function useVisitorSession(kind: SessionKind) {
  const client = useStoreClient();
  return useQuery({
    queryKey: ['cartwright', 'visitor-session'],
    queryFn: () => ensureVisitorSession(client),
    enabled: kind === 'none',
    staleTime: 0,
    retry: 1,
  });
}
