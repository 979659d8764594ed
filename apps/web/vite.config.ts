// Vite config for the web app: workspace sources, dev proxy to the store server, hashed build output.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Paths the store server answers; in development Vite forwards them so the app stays same-origin. */
const apiPaths = [
  '/oauth2',
  '/ecom',
  '/members',
  '/stores',
  '/stores-reader',
  '/v2',
  '/_api',
  '/cartwright',
  '/healthz',
];
const apiTarget = process.env.CARTWRIGHT_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@cartwright/source', ...defaultClientConditions] },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
});
