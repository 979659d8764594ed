// Vite config for the web app: workspace sources, dev proxy to the store server, hashed build output, and
// the server entry (`vite build --ssr src/entry-server.tsx`) the store server renders pages with.
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defaultClientConditions, defineConfig } from 'vite';
// The TypeScript source, not the package: the config loads before any workspace is built.
import { API_PATH_PREFIXES } from '../../packages/contracts/src/wire/api-paths.ts';

const apiTarget = process.env.CARTWRIGHT_API ?? 'http://127.0.0.1:3000';

/** The browser build. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  assetsDir: 'assets',
  // Every browser of the build target but Firefox < 115 and Safari < 17 preloads modules itself; those two
  // fetch the chunks as the imports ask for them. The polyfill cost every page about 200 B gzip.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      // React, React Query and the router in one chunk every page loads. Left to automatic splitting they were
      // cut into pieces by which lazy pages share them, and a new lazy chunk reshuffled them all: a product
      // page fetched half a dozen of those pieces, each compressed on its own.
      codeSplitting: {
        groups: [
          {
            name: 'vendor',
            test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|wouter|use-sync-external-store|regexparam)[\\/]/,
          },
        ],
      },
    },
  },
};

/** The server build, beside dist/ (never served): it carries its dependencies, so the store server loads it as is. */
const serverBuild: BuildEnvironmentOptions = { outDir: 'dist-server', emptyOutDir: true };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { conditions: ['@cartwright/source', ...defaultClientConditions] },
  ssr: { noExternal: true, resolve: { conditions: ['@cartwright/source'] } },
  server: {
    // Forward API paths to the store server so the app stays same-origin in development.
    proxy: Object.fromEntries(
      API_PATH_PREFIXES.map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: isSsrBuild ? serverBuild : clientBuild,
}));
