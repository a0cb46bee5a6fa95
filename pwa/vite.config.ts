/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineAssets, OFFLINE_ASSETS_FILE } from './build/offlineAssets';
import { precompress } from './build/precompress';

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
        // The favicon is in globPatterns, the install icons are not (see below); the plugin adds the manifest.
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
        // Our own service worker (src/lib/offline/sw.ts): it precaches the shell a few files at a time.
        strategies: 'injectManifest',
        srcDir: 'src/lib/offline',
        filename: 'sw.ts',
        injectManifest: {
          rollupFormat: 'iife',
          // No PNG: those are the install icons, which the browser fetches itself when the app is added to
          // the home screen; the page's own icon is favicon.svg.
          globPatterns: ['**/*.{js,css,html,wasm,svg}', OFFLINE_ASSETS_FILE],
          // The public shell only; a signed-in role's code is cached after sign-in (offline-assets.json).
          // Largest first, as the role's list: long downloads overlap the small files' round trips.
          manifestTransforms: [
            async (entries) => ({
              manifest: entries.filter((entry) => assets.isPrecached(entry.url)).sort((a, b) => b.size - a.size),
              warnings: [],
            }),
          ],
        },
      }),
      // After the service worker is written: sw.js is compressed too.
      precompress(),
    ],
    server: {
      proxy: { '/api': apiTarget },
    },
    preview: {
      proxy: { '/api': apiTarget },
    },
    build: {
      target: 'es2022',
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
