// The admin session as the admin pages see it: whether an owner is signed in, and signing in and out.
import { type AdminCredentials, adminLogin } from '@cartwright/client/admin';
import { useSession, useStoreClient } from '@cartwright/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * `signedIn` follows the client's session; `signIn` and `signOut` also drop every cached read, since
 * admins see hidden products and collections that shoppers must not be shown from the cache.
 */
export function useAdminSession() {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const signedIn = useSession().kind === 'admin';
  const signIn = useCallback(
    async (credentials: AdminCredentials) => {
      await adminLogin(client, credentials);
      queryClient.clear();
    },
    [client, queryClient],
  );
  const signOut = useCallback(async () => {
    await client.auth.logout();
    queryClient.clear();
  }, [client, queryClient]);
  return { signedIn, signIn, signOut };
}
