// Vite config for the web app: workspace sources, dev proxy to the store server, hashed build output.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
// The TypeScript source, not the package: the config loads before any workspace is built.
import { API_PATH_PREFIXES } from '../../packages/contracts/src/wire/api-paths.ts';

const apiTarget = process.env.CARTWRIGHT_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@cartwright/source', ...defaultClientConditions] },
  server: {
    // Forward API paths to the store server so the app stays same-origin in development.
    proxy: Object.fromEntries(
      API_PATH_PREFIXES.map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
});
