/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineAssets, OFFLINE_ASSETS_FILE, ROLE_ASSETS_CACHE } from './build/offlineAssets';

/** Brand colour of the app: the theme colour of the browser bar and the manifest. */
const THEME_COLOUR = '#0f766e';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const product = env.VITE_PRODUCT_NAME || 'Tujenge';
  const shortName = env.VITE_PRODUCT_SHORT_NAME || product;
  // Where `npm run dev` and `vite preview` send /api (the Rust server).
  const apiTarget = process.env.API_PROXY || 'http://localhost:8080';

  const assets = offlineAssets();

  return {
    plugins: [
      react(),
      assets,
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        // The icons and favicon are in globPatterns; the manifest is added by the plugin.
        includeManifestIcons: false,
        manifest: {
          name: `${product} Loans`,
          short_name: shortName,
          description: `${product} Loans: loans, training and business tools for small entrepreneurs.`,
          lang: 'en',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: THEME_COLOUR,
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,wasm,svg,png}', OFFLINE_ASSETS_FILE],
          // The public shell only; a signed-in role's code is cached after sign-in (offline-assets.json).
          manifestTransforms: [
            async (entries) => ({ manifest: entries.filter((entry) => assets.isPrecached(entry.url)), warnings: [] }),
          ],
          // Built files are named by their content: once cached they never change. Those of the role's
          // areas are served from the cache the app filled after sign-in, or fetched and kept there.
          runtimeCaching: [
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
              handler: 'CacheFirst',
              options: { cacheName: ROLE_ASSETS_CACHE },
            },
          ],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [/^\/api(\/|$)/],
          cleanupOutdatedCaches: true,
          // The first install takes over the open page at once, so the screens the person has
          // not opened yet still load offline; a new version still waits for the update prompt.
          clientsClaim: true,
          skipWaiting: false,
        },
      }),
    ],
    server: {
      proxy: { '/api': apiTarget },
    },
    preview: {
      proxy: { '/api': apiTarget },
    },
    build: {
      target: 'es2020',
      sourcemap: false,
      reportCompressedSize: true,
      manifest: true,
      rolldownOptions: {
        output: {
          // A part of the texts is named by its folder: features/loans/sw.ts → loans-sw-<hash>.js.
          chunkFileNames: (chunk) => {
            const part = chunk.facadeModuleId?.match(/\/src\/(?:features|lib)\/(.+)\/(en|sw)(-[\w-]+)?\.ts$/);
            return part ? `assets/${part[1]?.replaceAll('/', '-')}-${part[2]}${part[3] ?? ''}-[hash].js` : 'assets/[name]-[hash].js';
          },
        },
      },
    },
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
    },
  };
});
