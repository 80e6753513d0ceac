import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// The architecture, enforced: shared/ imports nothing of ours; client and server never import
// each other (a type-only import of the server's app type is allowed on the client).
const fromClientOrServer = ['**/client/**', '**/server/**'];
const noRawFetch = 'Call the shop\'s API with apiRequest (client/lib/api/api-client.ts), which answers with the body or throws an ApiError.';

// Features don't import each other (docs/decisions/065): one zone per folder of client/features
// (admin's inner folders are one feature); what two features share lives in client/lib/<area>/.
const featureZones = readdirSync('client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./client/features/${name}`,
    from: './client/features',
    except: [`./${name}`],
    message: `A feature does not import another: move what client/features/${name} shares to client/lib/<area>/.`,
  }))
  // What features share depends on no feature.
  .concat({ target: './client/lib', from: './client/features', message: 'client/lib is what features share: it imports no feature.' });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'client/routeTree.gen.ts', 'test-results/**', 'playwright-report/**', '.data/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Plain JavaScript run by Node itself (scripts/run-compiled.mjs): Node's globals.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // No circles in the import graph (type-only imports excepted: they vanish from the build).
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['client/features/**/*.{ts,tsx}', 'client/lib/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: fromClientOrServer, message: 'shared/ depends on nothing of ours.' },
          { group: ['react', 'react-dom', 'hono', 'hono/*', 'kysely', 'pg', 'rxdb', 'rxdb/*', 'better-auth', 'better-auth/*', 'node:*'], message: 'shared/ holds pure rules and zod schemas only.' },
        ],
      }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/server/**'], message: 'The client never imports the server (type-only imports excepted).', allowTypeImports: true }],
      }],
      // One API client (docs/decisions/059): calls to the shop's API go through apiRequest. The few
      // raw fetches (the client itself, the analytics beacon, the third-party IP look-up) say why
      // in an eslint-disable comment at the call.
      'no-restricted-globals': ['error', { name: 'fetch', message: noRawFetch }],
      'no-restricted-properties': ['error', ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: noRawFetch }))],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/client/**'], message: 'The server never imports the client.' }],
      }],
    },
  },
);
