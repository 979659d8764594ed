// The admin session as the admin pages see it: whether an owner is signed in, and signing in and out.
import { type AdminCredentials, adminLogin, resumeAdminSession } from '@cartwright/client/admin';
import { useSession, useStoreClient } from '@cartwright/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * `signedIn` follows the client's session; `checking` is true while the session cookie is asked for an
 * admin session after a reload (the admin tokens live in memory only). `signIn` and `signOut` also drop
 * every cached read, since admins see hidden products and collections that shoppers must not be shown
 * from the cache.
 */
export function useAdminSession() {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const signedIn = useSession().kind === 'admin';
  const resumed = useQuery({
    queryKey: ['cartwright', 'admin-session'],
    queryFn: () => resumeAdminSession(client),
    enabled: !signedIn,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const signIn = useCallback(
    async (credentials: AdminCredentials) => {
      await adminLogin(client, credentials);
      queryClient.clear();
    },
    [client, queryClient],
  );
  const signOut = useCallback(async () => {
    try {
      await client.auth.logout();
    } finally {
      queryClient.clear();
    }
  }, [client, queryClient]);
  return { signedIn, checking: !signedIn && resumed.isPending, signIn, signOut };
}
