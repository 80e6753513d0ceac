import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STALE_ATTRIBUTE } from '../../shared/catalog/first-screen';
import { COUNTRY_COOKIE, COUNTRY_SOURCE_STORAGE_KEY, COUNTRY_STORAGE_KEY } from '../../shared/region/country-cookie';
import { CATALOGUE_SYNCED_KEY, FIRST_PRODUCTS_PULL_GLOBAL, FIRST_PRODUCTS_PULL_PATH, PRODUCTS_FIRST_PULL_PROGRESS_KEY } from '../../shared/sync/first-pull';
import { firstScreenCountry, withFirstScreen, withFirstScreenMarkup, type FirstScreenCountry } from './first-screen-html';
import type { FirstScreen } from '../../shared/catalog/first-screen';
import { PICTURE_SIZES, mediaSrcSet, mediaUrl } from '../../shared/media/media-urls';

const shell = '<!doctype html><html><head><title>Toy Shop</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
/** What the build puts in the shell's head: the entry, and a preload of each of its imports. */
const BUILT_HEAD =
  '<script type="module" crossorigin src="/assets/index-Ab1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/router-R1.js">\n    <link rel="modulepreload" crossorigin href="/assets/texts-T1.js">';
const US: FirstScreenCountry = { country: 'US', fromRegionalDomain: false };
const UK: FirstScreenCountry = { country: 'UK', fromRegionalDomain: false };
const UK_DOMAIN: FirstScreenCountry = { country: 'UK', fromRegionalDomain: true };

/** Runs the page's pre-paint check as a browser would, with what it stored (or storage that throws). */
function staleAfterCheck(rendered: FirstScreenCountry, stored: { country: string | null; source?: string } | 'blocked'): boolean {
  const html = withFirstScreenMarkup(shell, '<p>cards</p>', '/shop', rendered).html;
  const script = /<script>([^<]*)<\/script>/.exec(html)![1]!;
  const attributes = new Map<string, string>();
  const values: Record<string, string | null> = stored === 'blocked' ? {} : { [COUNTRY_STORAGE_KEY]: stored.country, [COUNTRY_SOURCE_STORAGE_KEY]: stored.source ?? null };
  runInNewContext(script, {
    window: {},
    Element: class {},
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'blocked') throw new Error('SecurityError');
        return values[key] ?? null;
      },
    },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) }, addEventListener: () => undefined },
  });
  return attributes.has(FIRST_SCREEN_STALE_ATTRIBUTE);
}

/**
 * The page's after-paint starter, run as a browser would, on a fresh or synced device: what it asks
 * for, in order (module preloads, fetches, the entry's import). `start()` runs it (the frame and
 * its task); `paint()` reports the first contentful paint.
 */
function startPage({ painted, synced = false, resuming = false, online = true, preloaded = [] }: { painted: boolean; synced?: boolean; resuming?: boolean; online?: boolean; preloaded?: string[] }) {
  const built = shell.replace('<title>', `${BUILT_HEAD}<title>`);
  const html = withFirstScreenMarkup(built, '<p>cards</p>', '/', US, { modules: ['/assets/shop-database-X1.js'] }).html;
  const starter = /<script type="module">([^<]*)<\/script>/.exec(html)![1]!;
  const log: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const observers: Array<(list: { getEntriesByName(name: string): unknown[] }) => void> = [];
  const window: Record<string, unknown> = {};
  let fcp = painted;
  const paintList = { getEntriesByName: (name: string): unknown[] => (fcp && name === 'first-contentful-paint' ? [{}] : []) };
  new Function('requestAnimationFrame', 'setTimeout', 'load', 'window', 'localStorage', 'navigator', 'fetch', 'performance', 'PerformanceObserver', 'document', starter.replace(/import\(/g, 'load('))(
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
    (src: string) => log.push(`import ${src}`),
    window,
    {
      getItem: (key: string) => {
        if (key === CATALOGUE_SYNCED_KEY && synced) return '1';
        return key === PRODUCTS_FIRST_PULL_PROGRESS_KEY && resuming ? '{"checkpoint":{"xid":"1","seq":"2"},"lastId":"p1"}' : null;
      },
    },
    { onLine: online },
    (url: string) => {
      log.push(`fetch ${url}`);
      return Promise.resolve({ ok: true, json: () => Promise.resolve({ documents: [], checkpoint: null }) });
    },
    paintList,
    class {
      constructor(private readonly callback: (list: typeof paintList) => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.callback), 1);
      }
    },
    {
      createElement: () => ({}),
      querySelector: (selector: string) => (preloaded.some((href) => selector === `link[href="${href}"]`) ? {} : null),
      head: { appendChild: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) },
    },
  );
  return {
    log,
    timers,
    window,
    start() {
      frames.shift()!();
      timers.splice(timers.findIndex((timer) => timer.ms === 0), 1)[0]!.run();
    },
    paint() {
      fcp = true;
      for (const observer of [...observers]) observer(paintList);
    },
  };
}

describe('the server markup in the shell', () => {
  it('fills the empty root, marked with its country, and keeps the rest of the shell', () => {
    const html = withFirstScreenMarkup(shell, '<p>cards</p>', '/shop?search=a&sort=name', UK).html;
    expect(html).toContain('<div id="root" data-first-screen-url="/shop?search=a&amp;sort=name" data-first-screen-country="UK"><p>cards</p></div><script type="module" src="/a.js"></script>');
    // The check comes first in the head, before anything that could hold up the parser.
    expect(html).toMatch(/^<!doctype html><html><head>\s*<style>[^<]*<\/style><script>[^<]*<\/script><title>Toy Shop<\/title><\/head>/);
    expect(withFirstScreenMarkup(shell, '<p>cards</p>', '/', UK_DOMAIN).html).toContain('<div id="root" data-first-screen-url="/" data-first-screen-country="UK" data-first-screen-by-domain=""><p>cards</p></div>');
  });

  it('starts the app entry once the markup is painted, and only then fetches it and its imports', () => {
    const built = shell.replace('<title>', `${BUILT_HEAD}<title>`);
    const html = withFirstScreenMarkup(built, '<p>cards</p>', '/', US).html;
    // Nothing of the app is asked for by the markup: no module script, no preload.
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).not.toContain('<link rel="modulepreload"');
    const starter = /<script type="module">([^<]*)<\/script>/.exec(html)![1]!;
    const imported: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    const document = {
      createElement: () => ({}),
      querySelector: () => null,
      head: { appendChild: (link: { rel: string; href: string }) => imported.push(`${link.rel} ${link.href}`) },
    };
    const runStarter = () =>
      new Function('requestAnimationFrame', 'setTimeout', 'load', 'document', 'localStorage', starter.replace(/import\(/g, 'load('))(
        (run: () => void) => frames.push(run),
        (run: () => void, ms: number) => timers.push({ run, ms }),
        (src: string) => imported.push(`import ${src}`),
        document,
        { getItem: () => '1' },
      );
    const started = ['modulepreload /assets/router-R1.js', 'modulepreload /assets/texts-T1.js', 'import /assets/index-Ab1.js'];
    runStarter();
    expect(imported).toEqual([]);
    // After the next frame (and its task), once; the background-tab timeout then does nothing more.
    frames.shift()!();
    for (const timer of timers.splice(0).sort((a, b) => a.ms - b.ms)) timer.run();
    expect(imported).toEqual(started);
    // In a background tab, where no frame comes, the timeout starts it.
    imported.length = 0;
    frames.length = 0;
    runStarter();
    timers.filter((timer) => timer.ms === 250).forEach((timer) => timer.run());
    expect(imported).toEqual(started);
  });

  it('on a device that never held the catalogue, begins its first sync after the paint: the database chunk, then the first products batch', async () => {
    const page = startPage({ painted: true });
    expect(page.log).toEqual([]);
    page.start();
    // The chunk is asked for before the batch (an embedded database's server answers one at a time).
    expect(page.log).toEqual(['modulepreload /assets/shop-database-X1.js', `fetch ${FIRST_PRODUCTS_PULL_PATH}`, 'modulepreload /assets/router-R1.js', 'modulepreload /assets/texts-T1.js', 'import /assets/index-Ab1.js']);
    expect(await page.window[FIRST_PRODUCTS_PULL_GLOBAL]).toEqual({ documents: [], checkpoint: null });
  });

  it('asks for the chunk only once the first contentful paint is reported, the batch with it; the entry finds the batch promised meanwhile', async () => {
    const page = startPage({ painted: false });
    page.start();
    expect(page.log).toEqual(['modulepreload /assets/router-R1.js', 'modulepreload /assets/texts-T1.js', 'import /assets/index-Ab1.js']);
    const pull = page.window[FIRST_PRODUCTS_PULL_GLOBAL];
    expect(pull).toBeInstanceOf(Promise);
    page.paint();
    expect(page.log).toEqual(['modulepreload /assets/router-R1.js', 'modulepreload /assets/texts-T1.js', 'import /assets/index-Ab1.js', 'modulepreload /assets/shop-database-X1.js', `fetch ${FIRST_PRODUCTS_PULL_PATH}`]);
    page.timers.forEach((timer) => timer.run());
    expect(page.log).toHaveLength(5);
    expect(await pull).toEqual({ documents: [], checkpoint: null });
  });

  it('without a first contentful paint (the markup hidden), asks for the batch anyway after a moment, and leaves the chunk to the entry', () => {
    const page = startPage({ painted: false });
    page.start();
    page.timers.filter((timer) => timer.ms === 500).forEach((timer) => timer.run());
    expect(page.log).toEqual(['modulepreload /assets/router-R1.js', 'modulepreload /assets/texts-T1.js', 'import /assets/index-Ab1.js', `fetch ${FIRST_PRODUCTS_PULL_PATH}`]);
  });

  it('asks for no batch on a device that holds the catalogue, or offline', () => {
    const synced = startPage({ painted: true, synced: true });
    synced.start();
    expect(synced.log).toEqual(['modulepreload /assets/shop-database-X1.js', 'modulepreload /assets/router-R1.js', 'modulepreload /assets/texts-T1.js', 'import /assets/index-Ab1.js']);
    expect(FIRST_PRODUCTS_PULL_GLOBAL in synced.window).toBe(false);
    const offline = startPage({ painted: true, online: false });
    offline.start();
    expect(offline.log).toEqual(['modulepreload /assets/shop-database-X1.js', 'modulepreload /assets/router-R1.js', 'modulepreload /assets/texts-T1.js', 'import /assets/index-Ab1.js']);
  });

  it('asks for no batch from the beginning on a device with an interrupted first pull to go on with', () => {
    const page = startPage({ painted: true, resuming: true });
    page.start();
    expect(page.log).toEqual(['modulepreload /assets/shop-database-X1.js', 'modulepreload /assets/router-R1.js', 'modulepreload /assets/texts-T1.js', 'import /assets/index-Ab1.js']);
    expect(FIRST_PRODUCTS_PULL_GLOBAL in page.window).toBe(false);
  });

  it('adds no second preload of a chunk the entry has already asked for', () => {
    const page = startPage({ painted: true, preloaded: ['/assets/shop-database-X1.js'] });
    page.start();
    expect(page.log).toEqual([`fetch ${FIRST_PRODUCTS_PULL_PATH}`, 'modulepreload /assets/router-R1.js', 'modulepreload /assets/texts-T1.js', 'import /assets/index-Ab1.js']);
  });

  it('names the text of every executable inline script it puts in, and of no other', () => {
    const built = shell.replace('<title>', `${BUILT_HEAD}<title>`);
    // Markup whose text looks like a script (escaping failed somewhere): never named, so never allowed.
    const page = withFirstScreenMarkup(built, '<p>cards</p><script>stolen()</script>', '/', US, { modules: ['/assets/shop-database-X1.js'] });
    const executable = [...page.html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(executable).toHaveLength(3);
    expect(page.inlineScripts).toEqual(executable.filter((text) => text !== 'stolen()'));
    expect(withFirstScreenMarkup(shell, '<p>cards</p>', '/', US).inlineScripts).toHaveLength(1);
  });

  it('leaves a shell without an empty root alone', () => {
    const other = shell.replace('<div id="root"></div>', '<div id="root">x</div>');
    expect(withFirstScreenMarkup(other, '<p>cards</p>', '/', US)).toEqual({ html: other, inlineScripts: [] });
  });

  it('hides the markup before the first paint only when the browser will show another country', () => {
    expect(staleAfterCheck(US, { country: null })).toBe(false);
    expect(staleAfterCheck(US, { country: 'US', source: 'manual' })).toBe(false);
    expect(staleAfterCheck(UK, { country: 'UK', source: 'domain' })).toBe(false);
    expect(staleAfterCheck(US, { country: 'UK', source: 'manual' })).toBe(true);
    expect(staleAfterCheck(UK, { country: 'US' })).toBe(true);
    // No choice, an unusable one or no storage at all: the client's default country.
    expect(staleAfterCheck(UK, { country: null })).toBe(true);
    expect(staleAfterCheck(US, { country: 'FR', source: 'manual' })).toBe(false);
    expect(staleAfterCheck(US, 'blocked')).toBe(false);
    expect(staleAfterCheck(UK, 'blocked')).toBe(true);
  });

  it('on a regional domain the browser takes the domain’s country, unless its stored one was chosen by hand', () => {
    expect(staleAfterCheck(UK_DOMAIN, { country: null })).toBe(false);
    expect(staleAfterCheck(UK_DOMAIN, 'blocked')).toBe(false);
    expect(staleAfterCheck(UK_DOMAIN, { country: 'US', source: 'domain' })).toBe(false);
    expect(staleAfterCheck(UK_DOMAIN, { country: 'US', source: 'default' })).toBe(false);
    expect(staleAfterCheck(UK_DOMAIN, { country: 'UK', source: 'manual' })).toBe(false);
    expect(staleAfterCheck(UK_DOMAIN, { country: 'US', source: 'manual' })).toBe(true);
  });
});

describe('the country a first screen is rendered in', () => {
  const domains = { US: 'toyshop.com', UK: 'toyshop.co.uk' };

  it('is the cookie’s wherever the page is asked for', () => {
    expect(firstScreenCountry(`${COUNTRY_COOKIE}=UK`, 'localhost', domains)).toEqual(UK);
    expect(firstScreenCountry(`a=b; ${COUNTRY_COOKIE}=US`, 'toyshop.co.uk', domains)).toEqual(US);
  });

  it('without one, the regional domain’s, else the default', () => {
    expect(firstScreenCountry(undefined, 'www.toyshop.co.uk', domains)).toEqual(UK_DOMAIN);
    expect(firstScreenCountry(`${COUNTRY_COOKIE}=DE`, 'toyshop.com', domains)).toEqual({ country: 'US', fromRegionalDomain: true });
    expect(firstScreenCountry(undefined, 'localhost', domains)).toEqual(US);
    expect(firstScreenCountry(undefined, 'toyshop.co.uk', { US: null, UK: null })).toEqual(US);
  });
});

describe('the lead picture preload', () => {
  const home = (imageUrl: string) =>
    ({ route: 'home', heroSlides: [{ id: 'slide', imageUrl }], featured: [], brands: [], shippingRates: [] }) as unknown as FirstScreen;

  it('names an uploaded image renditions and sizes, as its <img> does', () => {
    const url = mediaUrl('0b6c1f0e-3a4d-4c55-9a1e-6f0d2b7c8e91', 1200);
    const html = withFirstScreen(shell, home(url));
    expect(html).toContain(`<link rel="preload" as="image" href="${url}" imagesrcset="${mediaSrcSet(url)}" imagesizes="${PICTURE_SIZES.hero}" fetchpriority="high" />`);
  });

  it('keeps a plain preload for drawn art', () => {
    expect(withFirstScreen(shell, home('/images/hero/1.svg'))).toContain('<link rel="preload" as="image" href="/images/hero/1.svg" fetchpriority="high" />');
  });
});
