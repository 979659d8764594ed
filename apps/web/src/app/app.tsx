// Root component: web configuration, store client and QueryClient around the routes.
import { type OAuthStoreClient, StoreProvider } from '@cartwright/react';
import type { QueryClient } from '@tanstack/react-query';
import { type BaseLocationHook, Router } from 'wouter';
import type { WebConfig } from '../bootstrap/web-config.js';
import { AppRoutes } from './routes.js';
import { WebConfigContext } from './web-config-context.js';

/** Props of App: everything is created by the bootstrap so tests can pass fresh clients and a memory location. */
export interface AppProps {
  config: WebConfig;
  client: OAuthStoreClient;
  queryClient: QueryClient;
  /** Where the current path comes from; the browser's address bar when omitted. */
  location?: BaseLocationHook;
  /** The path and search (`/products?page=2`) a server renders the page for; the browser's own when omitted. */
  ssrPath?: string;
}

/** Renders the routes inside the store's providers. */
export function App({ config, client, queryClient, location, ssrPath }: AppProps) {
  return (
    <WebConfigContext.Provider value={config}>
      <StoreProvider client={client} queryClient={queryClient}>
        <Router hook={location} {...(ssrPath === undefined ? {} : { ssrPath })}>
          <AppRoutes />
        </Router>
      </StoreProvider>
    </WebConfigContext.Provider>
  );
}
