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
 * What runs compiled in production (docs/decisions/062, 088): the server and the operator commands,
 * each an entry of dist/server/ (`main.js`, `db-migrate.js`, ...), what they share in chunks beside
 * them, run with plain `node`. Packages stay imports from node_modules (Vite's server build leaves
 * them external), so a production install needs its dependencies only, no tsx and no dev dependency.
 */
export const COMPILED_ENTRIES = {
  main: 'server/main.ts',
  'db-migrate': 'scripts/db-migrate.ts',
  'db-seed': 'scripts/db-seed.ts',
  'admin-create': 'scripts/admin-create.ts',
  'secrets-rotate': 'scripts/secrets-rotate.ts',
  'db-backup': 'scripts/db-backup.ts',
  'db-restore': 'scripts/db-restore.ts',
} as const;

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // Readable stack traces; the first screen's inline scripts are their functions' source (docs/decisions/064).
    minify: false,
    rollupOptions: {
      input: COMPILED_ENTRIES,
      // Chunks beside the entries: a module that reads a file next to itself (the emulator's SDK) finds it.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  plugins: [emulatedSdkBesideServer()],
});
