// Start-up sequence: load the web configuration, create the client, then render the app.
import { createStoreQueryClient } from '@cartwright/react';
import type { Root } from 'react-dom/client';
import { App } from '../app/app.js';
import { BUILD_TITLE } from '../app/document-title.js';
import { BootstrapError } from './bootstrap-error.js';
import { createStoreClient } from './create-store-client.js';
import { loadWebConfig } from './web-config.js';

/**
 * Renders the app into `root` for the store served at `origin`, or an error screen when it cannot start.
 * @example await startApp(createRoot(element), window.location.origin);
 */
export async function startApp(root: Root, origin: string): Promise<void> {
  root.render(
    <p className="boot-status" role="status">
      Loading the store…
    </p>,
  );
  try {
    const config = await loadWebConfig(origin);
    const client = createStoreClient(config, origin);
    // A title the store server gave the page (its product's, say) stays; the build's own becomes the store name.
    if (document.title === BUILD_TITLE) document.title = config.storeName;
    root.render(<App config={config} client={client} queryClient={createStoreQueryClient()} />);
  } catch (error) {
    root.render(<BootstrapError error={error} />);
  }
}
