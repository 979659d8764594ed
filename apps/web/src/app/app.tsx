// Root component: web configuration, store client and QueryClient around the router.
import { type OAuthStoreClient, StoreProvider } from '@cartwright/react';
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { WebConfig } from '../bootstrap/web-config.js';
import { WebConfigContext } from './web-config-context.js';

type Router = ReturnType<typeof createBrowserRouter>;

/** Props of App: everything is created by the bootstrap so tests can pass memory routers and fresh clients. */
export interface AppProps {
  config: WebConfig;
  client: OAuthStoreClient;
  queryClient: QueryClient;
  router: Router;
}

/** Renders the router inside the store's providers. */
export function App({ config, client, queryClient, router }: AppProps) {
  return (
    <WebConfigContext.Provider value={config}>
      <StoreProvider client={client} queryClient={queryClient}>
        <RouterProvider router={router} />
      </StoreProvider>
    </WebConfigContext.Provider>
  );
}
