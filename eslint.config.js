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
// One way to build a form (docs/decisions/094): react-hook-form's useForm and FormProvider, a resolver
// and a <form> element belong to the form kit. A <form> that is not data entry (a finder, a chat's
// message box) says why in an eslint-disable comment at it.
const formKitOnly = 'Build a form with the form kit (docs/decisions/094): useShopForm, useSchemaForm or useLiveForm with Form, ShopForm or LiveForm (client/lib/form/); in the back office useResourceForm with ResourceForm, or useActionForm with FormDialog. A <form> that is not data entry (a finder, a chat box) says why in an eslint-disable comment.';
const formKitFiles = ['client/lib/form/**/*.{ts,tsx}', 'client/features/admin/kit/resource-form.tsx', 'client/features/admin/kit/form-dialog.tsx'];
const clientNeverImportsServer = { group: ['**/server/**'], message: 'The client never imports the server (type-only imports excepted).', allowTypeImports: true };

// The client by domain (docs/decisions/095): client/features/<domain>/ is a domain's one home (its
// pages, state, hooks and parts); client/lib/ is infrastructure and app-wide context (the API client,
// the local database, forms, dialogs, toasts, the session, the shopper's country) and imports no
// feature. A feature imports another only where this graph says, and why; anything else fails lint,
// so a change inside a feature is seen to reach only the features listed here. The back office is
// one feature; no storefront feature imports it (it is a lazy chunk).
const featureUses = {
  account: { favorites: 'the account page lists the saved favourites' },
  admin: { orders: "an order's screen shows its lines with the shopper's own order-lines table" },
  catalog: {
    cart: 'a product page adds to the bag',
    favorites: 'product cards and pages carry the heart',
    pickup: 'a product page offers pickup at a store (loaded after first paint)',
  },
  checkout: { cart: "checkout pays for the bag: its lines, totals, promo and the cart's checkout API client" },
  content: { cart: 'the shipping page reads the shipping rate the bag uses' },
  layout: { cart: "the header shows the bag's count", favorites: "the header links to favourites with their count" },
  orders: { cart: "a guest's order is read with the checkout client's guest headers", pickup: "a pickup order shows its store's address" },
  'pickup-checkout': {
    cart: "the pickup bag is priced and shown with the bag's totals and line prices",
    checkout: 'it pays with the same express payment and quote as checkout',
    orders: 'its confirmation shows the order as the order pages do',
    pickup: 'it checks out the pickup bag of the chosen store',
  },
  pickup: {
    cart: "the pickup bag is shown with the bag's totals and line prices",
    catalog: "a store's pickup range is listed and filtered as the catalogue is",
    stores: 'the store chooser shows store cards and opening times',
  },
  stores: { pickup: 'a store card offers to pick up there' },
};
const featureZones = readdirSync('client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./client/features/${name}`,
    from: './client/features',
    except: [`./${name}`, ...Object.keys(featureUses[name] ?? {}).map((used) => `./${used}`)],
    message: `client/features/${name} imports another feature only where featureUses in eslint.config.js says, with why (docs/decisions/095).`,
  }))
  // Infrastructure depends on no feature.
  .concat({ target: './client/lib', from: './client/features', message: 'client/lib is infrastructure and app-wide context: it imports no feature (docs/decisions/095).' });

// The server's folders, each of one kind (docs/decisions/093). server/*.ts (app.ts, bootstrap.ts,
// context.ts, config.ts, …) puts them together and is none of them.
// - Infrastructure: what any folder may import. server/platform holds what every resource is built
//   on (the audit log, versioned records, lists and CSV exports); the others are the database, HTTP,
//   logs, sign-in, the job queue, mail, metrics, secrets, start and stop, the shop's settings,
//   Markdown and retention sweeps. Infrastructure imports no feature and not the back office.
const serverInfrastructure = ['platform', 'db', 'http', 'logging', 'auth', 'jobs', 'email', 'metrics', 'secrets', 'lifecycle', 'settings', 'content', 'retention'];
// - The back office: the staff screens, each over a feature's own logic (an order's transitions, a
//   refund, the careers e-mails, the till sync): it may import any feature; no feature imports it.
const serverBackOffice = ['admin'];
// - Features: one zone each. A feature imports infrastructure and shared/, never another feature nor
//   the back office; what two features share moves to server/platform (or infrastructure).
const serverFeatures = [
  'accounts', 'analytics', 'blog', 'careers', 'checkout', 'first-screen', 'health', 'images', 'marketing', 'media', 'newsletter', 'ops',
  'orders', 'payments', 'paypal-emulator', 'pickup', 'privacy', 'region', 'seed', 'seo', 'support', 'sync', 'till', 'till-emulator',
];
// The imports across those lines that stay, each for its one reason: [importer, imported, why].
const serverExceptions = [
  ['analytics', 'orders', 'a sale falls on the day its order was paid, as orders/sale-day-sql says (docs/decisions/087)'],
  ['checkout', 'orders', 'checkout makes and captures orders through the orders\' repository, access check and view'],
  ['checkout', 'payments', 'checkout pays through payments\' PayPal client and its errors'],
  ['checkout', 'pickup', 'a pickup order is priced against the store\'s pickup stock and given its pickup code at capture'],
  ['orders', 'payments', 'refunds and approvals pay back and capture through payments\' PayPal client'],
  ['orders', 'pickup', 'an order shows its pickup details, and a refund puts pickup stock back'],
  ['support', 'orders', 'the support desk reads a customer\'s orders as the orders pages do'],
  ['marketing', 'privacy', 'privacy/marketing-audience is the one judge of who may be marketed to (docs/decisions/048, 054)'],
  ['first-screen', 'sync', 'the first screen renders the documents sync sends (its mappers, product documents and change feed)'],
  ['first-screen', 'seo', 'the first screen\'s HTML carries the page\'s head tags (seo/seo-head)'],
  ['seo', 'first-screen', 'a crawler gets the first screen\'s render with the page\'s head tags'],
  ['seo', 'blog', 'blog posts\' head tags and sitemap entries come from the blog\'s repository'],
  ['seo', 'support', 'the FAQ\'s head tags and sitemap entries list the published articles'],
  ['payments', 'paypal-emulator', 'outside production, payments mount the PayPal emulator in process (docs/decisions/008)'],
  ['till-emulator', 'till', 'the emulator plays the till: it speaks till-protocol and calls the till webhook'],
  ['seed', 'images', 'demo records name the drawn pictures\' URLs'],
  ['images', 'seed', 'the drawn art takes its colours from the seed\'s PRNG, and a test draws every seeded product'],
  ['email', 'pickup', 'order e-mails carry the pickup details and the pickup e-mail\'s layout (docs/decisions/040)'],
  ['http', 'payments', 'the content security policy\'s test reads the PayPal origins it must allow'],
];
// Files that put features together, as server/*.ts does: outside their folder's zone.
const serverAssemblies = ['jobs/background-jobs.ts'];

const serverFolders = readdirSync('server', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map(({ name }) => name);
const classified = [...serverInfrastructure, ...serverBackOffice, ...serverFeatures];
const unclassified = serverFolders.filter((name) => !classified.includes(name));
if (unclassified.length > 0) {
  throw new Error(`eslint.config.js: name server/${unclassified.join(', server/')} as infrastructure, back office or feature (docs/decisions/093).`);
}
const allowed = (importer, imported) => serverExceptions.some(([from, to]) => from === importer && to === imported);
// A zone's files: its folder, or its entries but the assemblies when it holds one.
const zoneTarget = (name) => {
  const assemblies = serverAssemblies.filter((file) => file.startsWith(`${name}/`));
  if (assemblies.length === 0) return `./server/${name}`;
  return readdirSync(`server/${name}`).map((entry) => `${name}/${entry}`).filter((entry) => !assemblies.includes(entry)).map((entry) => `./server/${entry}`);
};
const serverZones = [
  ...serverFeatures.map((name) => ({ name, kind: 'a feature: it imports no other feature nor the back office' })),
  ...serverInfrastructure.map((name) => ({ name, kind: 'infrastructure: it imports no feature nor the back office' })),
].map(({ name, kind }) => ({
  target: zoneTarget(name),
  from: [...serverFeatures, ...serverBackOffice].filter((other) => other !== name && !allowed(name, other)).map((other) => `./server/${other}`),
  message: `server/${name} is ${kind} (docs/decisions/093). Move what both use to server/platform/, or name the exception and its reason in eslint.config.js.`,
}));

// import-x with TypeScript's module resolution, for the rules that follow imports (cycles, zones).
const importXWithTypeScript = {
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [createTypeScriptImportResolver()],
  },
};

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
    ...importXWithTypeScript,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['client/features/**/*.{ts,tsx}', 'client/lib/**/*.{ts,tsx}'],
    ...importXWithTypeScript,
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
        paths: [{ name: 'react-hook-form', importNames: ['useForm', 'FormProvider'], message: formKitOnly }],
        patterns: [clientNeverImportsServer, { group: ['@hookform/resolvers', '@hookform/resolvers/*'], message: formKitOnly }],
      }],
      'no-restricted-syntax': ['error', { selector: "JSXOpeningElement[name.name='form']", message: formKitOnly }],
      // One API client (docs/decisions/059): calls to the shop's API go through apiRequest. The few
      // raw fetches (the client itself, the analytics beacon, the third-party IP look-up) say why
      // in an eslint-disable comment at the call.
      'no-restricted-globals': ['error', { name: 'fetch', message: noRawFetch }],
      'no-restricted-properties': ['error', ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: noRawFetch }))],
    },
  },
  {
    // The form kit itself: where useForm meets a resolver and a form's <form> is rendered.
    files: formKitFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [clientNeverImportsServer] }],
      'no-restricted-syntax': 'off',
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
  {
    // Server features don't import each other, nor the back office; infrastructure imports neither
    // (docs/decisions/093). Type-only imports count: they tie the folders together all the same.
    files: ['server/**/*.ts'],
    ...importXWithTypeScript,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },
);
