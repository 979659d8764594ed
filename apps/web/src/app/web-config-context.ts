// Context that hands the store's public web configuration to the shell and pages.
import { createContext, useContext } from 'react';
import type { WebConfig } from '../bootstrap/web-config.js';

/** The web configuration loaded at start-up; null only outside the app root. */
export const WebConfigContext = createContext<WebConfig | null>(null);

/** Returns the store's web configuration; throws when rendered outside the app root. */
export function useWebConfig(): WebConfig {
  const config = useContext(WebConfigContext);
  if (config === null) throw new Error('useWebConfig must be used inside <WebConfigContext.Provider>.');
  return config;
}
