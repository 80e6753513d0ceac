import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';
import { keepOfflineFiles, type BuildManifest } from './scripts/build/offline-precache';
import { BACK_OFFICE_CHUNK, backOfficeChunk } from './scripts/build/back-office-chunk';

/** File-route settings; scripts/generate-routes.ts uses the same ones so typecheck needs no build. */
export const routeGeneratorOptions = {
  target: 'react',
  routesDirectory: './client/routes',
  generatedRouteTree: './client/routeTree.gen.ts',
  quoteStyle: 'single',
  autoCodeSplitting: true,
} as const;

// In development the API runs on its own port behind Vite's proxy (server/dev.ts sets this).
const apiOrigin = process.env.SHOP_API_ORIGIN ?? 'http://localhost:3001';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

/** The client build's manifest (`build.manifest`), which the server render build and the precache read. */
const CLIENT_MANIFEST = 'dist/client/.vite/manifest.json';

const readClientManifest = (): BuildManifest => JSON.parse(readFileSync(CLIENT_MANIFEST, 'utf8')) as BuildManifest;

/**
 * The local database's chunk and the chunks it imports that the app's entry does not, from the
 * client build's manifest (the server render build runs after it, `npm run build`): the server's
 * page fetches them once its first screen is painted (docs/decisions/020). None without a manifest.
 */
function databaseChunkUrls(): string[] {
  let manifest: BuildManifest;
  try {
    manifest = readClientManifest();
  } catch {
    return [];
  }
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const withEntry = closure('index.html');
  return [...closure('client/lib/db/shop-database.ts')].filter((key) => !withEntry.has(key)).map((key) => `/${manifest[key]!.file}`);
}

// The back office's shared code in one chunk (docs/decisions/103).
const backOffice = backOfficeChunk();

export default defineConfig(({ isSsrBuild }) => ({
  root: '.',
  publicDir: 'public',
  resolve: {
    // RxDB's leader election (broadcast-channel) gives up leadership through the `unload` package,
    // which listens to `unload` and `beforeunload`: pages would never enter the back/forward cache.
    // Ours has the same API on `pagehide` (docs/decisions/078).
    alias: [{ find: /^unload$/, replacement: fileURLToPath(new URL('./client/lib/page-lifecycle/unload-on-pagehide.ts', import.meta.url)) }],
  },
  plugins: [
    // Must come before the React plugin so route files are split before JSX is compiled.
    tanstackRouter(routeGeneratorOptions),
    react(),
    ...(isSsrBuild ? [] : [backOffice.plugin]),
    VitePWA({
      // The server render entry (client/entry-server.tsx, docs/decisions/017) is no part of the PWA;
      // the plugin still answers its virtual modules there.
      disable: isSsrBuild === true,
      registerType: 'prompt',
      // The update prompt registers the worker itself (virtual:pwa-register/react).
      injectRegister: false,
      strategies: 'generateSW',
      manifest: {
        name: 'Toy Shop',
        short_name: 'Toy Shop',
        description: 'Toys and collectibles for the US and the UK: browse, search and keep a cart, even offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#e8552d',
        background_color: '#fff8ef',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // wasm: the counter tablet's QR decoder (zxing-wasm, docs/decisions/042), served by the shop and
        // precached so the scanner works offline; only the scanner ever fetches it from the page.
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,wasm}'],
        // Only what the pages that work offline load (docs/decisions/090); the build manifest is
        // written before the worker is generated.
        manifestTransforms: [(entries) => keepOfflineFiles(readClientManifest())(entries)],
        navigateFallback: 'index.html',
        // Auth links (password reset) and every other /api/* navigation must reach the server.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once, so it works offline without a reload;
        // later updates still wait for the shopper's "Reload" (registerType: 'prompt').
        clientsClaim: true,
        runtimeCaching: [
          {
            // The chunks of the pages that need the network, kept the first time they are fetched
            // (docs/decisions/090): such a page visited once still opens offline. Names are hashed.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'app-chunks',
              expiration: { maxEntries: 400, maxAgeSeconds: THIRTY_DAYS },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The drawn art (/images/) and uploaded images' renditions (/media/, immutable by path).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/images/') || url.pathname.startsWith('/media/')),
            handler: 'CacheFirst',
            options: {
              cacheName: 'product-images',
              expiration: { maxEntries: 500, maxAgeSeconds: THIRTY_DAYS },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    // Every compressible file of the client build gets its brotli (best quality) and gzip twins
    // beside it, which the server sends as the browser asks (docs/decisions/076). Not the server render.
    ...(isSsrBuild
      ? []
      : [
          compression({
            include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml|wasm)$/,
            threshold: 512,
            algorithms: [
              defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
            logLevel: 'silent',
          }),
        ]),
  ],
  ...(isSsrBuild
    ? {
        // The server render (docs/decisions/017) is one self-contained artifact with production React,
        // whatever NODE_ENV the server runs with; it renders what an online browser's first render shows.
        ssr: { noExternal: true },
        define: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          'navigator.onLine': 'true',
          'import.meta.env.DATABASE_CHUNKS': JSON.stringify(databaseChunkUrls()),
        },
      }
    : {}),
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/images': { target: apiOrigin, changeOrigin: false },
      '/media': { target: apiOrigin, changeOrigin: false },
      '/paypal-emulator': { target: apiOrigin, changeOrigin: false },
    },
  },
  // The first-pull worker (docs/decisions/079) is a module worker: its imports stay ES modules.
  worker: { format: 'es' },
  build: isSsrBuild
    ? {
        // `vite build --ssr client/entry-server.tsx`: the server loads it by path (server/first-screen/first-screen-markup.ts).
        outDir: 'dist/ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        // Read by the server render build (databaseChunkUrls, above).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The router and the stores it reads are all on the first screen: one chunk, not the
              // half-dozen small ones the bundler otherwise cut them into (each gzipped on its own).
              groups: [
                { name: 'router', test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|react-store|store)|use-sync-external-store)[\\/]/ },
                // The back office's kit, shell and API hooks, and what only they import (docs/decisions/103).
                { name: BACK_OFFICE_CHUNK, test: backOffice.test, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
