// Browser entry point of the web app: hydrates a page the server rendered, else renders the app itself.
import './styles.css';
import { hydrateApp } from './bootstrap/hydrate-app.js';
import { readPageState } from './bootstrap/page-state.js';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');
const state = readPageState(document);
if (state) hydrateApp(container, state, window.location.origin);
// Pages the server does not render (personal ones) load the configuration first: that code stays off the
// rendered pages' critical path.
else
  void import('./bootstrap/start-app.js').then(async ({ startApp }) => {
    const { createRoot } = await import('react-dom/client');
    await startApp(createRoot(container), window.location.origin);
  });
