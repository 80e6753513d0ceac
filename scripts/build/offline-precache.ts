/**
 * What the service worker precaches (docs/decisions/090). DECISIONS.md "Offline": the shell, home,
 * shop, search, product, brands, the store list, favourites and cart edits work offline once visited;
 * sign-in, checkout, promo codes, payment and the back office need the network (the counter tablet
 * excepted: pickup verification works offline). So the precache holds the app's entry with every
 * chunk it can load, except the chunks only the pages that need the network load. Those are kept by
 * the runtime cache the first time they are fetched, so a page of them visited once still opens
 * offline (and says it needs the network).
 */

/** One entry of Vite's build manifest (`build.manifest`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * Route files (client/routes/, without `.tsx`) of pages that need the network: the back office but
 * its layout and the counter, checkout and its confirmations, the account, careers and the support
 * assistant, and the one-shot forms of email links.
 */
const ONLINE_ONLY_ROUTES: RegExp[] = [
  /^admin\.(?!pickup-verification$)/,
  /^(pickup-)?checkout$/,
  /^(order|pickup)-confirmation$/,
  /^(auth|reset-password|profile|unsubscribe|do-not-sell|robo-support)$/,
  /^orders\./,
  /^careers\./,
];

/** A manifest key of a route module (`client/routes/shop.tsx?tsr-split=component`): its route file's name. */
function routeFileOf(key: string): string | null {
  const match = /^client\/routes\/([^?]+)\.tsx(\?.*)?$/.exec(key);
  return match ? match[1]! : null;
}

export function needsTheNetwork(key: string): boolean {
  const route = routeFileOf(key);
  return route !== null && ONLINE_ONLY_ROUTES.some((pattern) => pattern.test(route));
}

/**
 * The built files (paths under the output directory) that the pages working offline can load: the
 * entry's static and dynamic imports, followed through every chunk except a route chunk of a page
 * that needs the network, with their CSS and assets.
 */
export function offlineFiles(manifest: BuildManifest, entry = 'index.html'): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) if (!needsTheNetwork(imported)) visit(imported);
  };
  if (!manifest[entry]) throw new Error(`The build manifest has no entry ${entry}`);
  visit(entry);
  return files;
}

/**
 * Workbox's `manifestTransforms` step: drops the scripts and style sheets only online pages load.
 * Every other file the glob found (the shell's HTML, icons, the web manifest, the scanner's wasm) stays.
 */
export function keepOfflineFiles(manifest: BuildManifest) {
  const keep = offlineFiles(manifest);
  return <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: entries.filter((entry) => !/\.(js|css)$/.test(entry.url) || keep.has(entry.url)),
    warnings: [] as string[],
  });
}
