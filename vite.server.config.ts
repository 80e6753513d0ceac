import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

// The emulated PayPal SDK script the emulator serves is read at run time beside the server's code
// (server/paypal-emulator/sdk-script.ts: `./sdk/` next to the module): the build puts it there too.
const EMULATED_SDK = 'server/paypal-emulator/sdk/emulated-paypal-sdk.js';

function emulatedSdkBesideServer(): Plugin {
  return {
    name: 'emulated-paypal-sdk-beside-server',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sdk/emulated-paypal-sdk.js', source: readFileSync(EMULATED_SDK, 'utf8') });
    },
  };
}

/**
 * The server compiled for production (docs/decisions/062): server/main.ts and everything it imports
 * from server/, shared/ and migrations/ in one ES module, dist/server/main.js, run with plain
 * `node`. Packages stay imports from node_modules (Vite's server build leaves them external).
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // Readable stack traces; the first screen's inline scripts are their functions' source (docs/decisions/064).
    minify: false,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
  plugins: [emulatedSdkBesideServer()],
});
