import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig(({ isSsrBuild }) => ({
  root: '.',
  publicDir: 'public',
  plugins: [
    // Must come before the React plugin so route files are split before JSX is compiled.
    tanstackRouter(routeGeneratorOptions),
    react(),
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
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        navigateFallback: 'index.html',
        // Auth links (password reset) and every other /api/* navigation must reach the server.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once, so it works offline without a reload;
        // later updates still wait for the shopper's "Reload" (registerType: 'prompt').
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
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
  ],
  ...(isSsrBuild
    ? {
        // The server render (docs/decisions/017) is one self-contained artifact with production React,
        // whatever NODE_ENV the server runs with; it renders what an online browser's first render shows.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production'), 'navigator.onLine': 'true' },
      }
    : {}),
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/images': { target: apiOrigin, changeOrigin: false },
      '/paypal-emulator': { target: apiOrigin, changeOrigin: false },
    },
  },
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
      },
}));
