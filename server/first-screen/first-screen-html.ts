import {
  FIRST_SCREEN_BY_DOMAIN_ATTRIBUTE, FIRST_SCREEN_COUNTRY_ATTRIBUTE, FIRST_SCREEN_EARLY_INPUT, FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_STALE_ATTRIBUTE, FIRST_SCREEN_URL_ATTRIBUTE,
  type FirstScreen,
} from '../../shared/catalog/first-screen';
import type { Country } from '../../shared/money';
import { CATALOGUE_SYNCED_KEY, FIRST_PRODUCTS_PULL_GLOBAL, FIRST_PRODUCTS_PULL_PATH, PRODUCTS_FIRST_PULL_PROGRESS_KEY } from '../../shared/sync/first-pull';
import { COUNTRY_SOURCE_STORAGE_KEY, COUNTRY_STORAGE_KEY, DEFAULT_COUNTRY, countryFromCookieHeader } from '../../shared/region/country-cookie';
import { COUNTRY_RULES, shownCountry } from '../../shared/region/shown-country';
import { holdEarlyInput, markStaleFirstScreen } from '../../shared/catalog/first-screen-inline';
import { regionalCountryOf, type RegionalDomains } from '../../shared/region/regional-domain';
import { PICTURE_SIZES, responsivePicture } from '../../shared/media/media-urls';
import { escapeHtml } from '../http/escape-html';
import { scriptJson } from '../seo/seo-head';
import { inlineCall } from './inline-call';
import { mainPictureUrl } from '../../shared/catalog/product-pictures';

// A listing's first row at desktop width: the grid's eager pictures (client/features/catalog/product-card.tsx).
const LISTING_LEAD_PICTURES = 4;

/**
 * The pictures most likely to be the page's largest element (the first slide, the product's main
 * picture, a listing's first row): fetched while the scripts still load.
 */
export function leadImagesOf(payload: FirstScreen): string[] {
  switch (payload.route) {
    case 'home':
      return payload.heroSlides[0]?.imageUrl ? [payload.heroSlides[0].imageUrl] : [];
    case 'product':
      return payload.product && mainPictureUrl(payload.product) ? [mainPictureUrl(payload.product)!] : [];
    default:
      return [...new Set(payload.products.slice(0, LISTING_LEAD_PICTURES).flatMap((product) => mainPictureUrl(product) ?? []))];
  }
}

/** How wide the lead pictures are drawn on this route (the same `sizes` as their <img>). */
function leadImageSizes(payload: FirstScreen): string {
  return payload.route === 'home' ? PICTURE_SIZES.hero : payload.route === 'product' ? PICTURE_SIZES.gallery : PICTURE_SIZES.card;
}

/** A lead picture's preload; an uploaded image's names its renditions, so the browser fetches the one its <img> will pick. */
function imagePreload(url: string, sizes: string): string {
  const picture = responsivePicture(url, sizes);
  const responsive = picture.srcSet ? ` imagesrcset="${escapeHtml(picture.srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${responsive} fetchpriority="high" />`;
}

/**
 * The shell with the first screen's documents as inline JSON (escaped so no text in a document can
 * end the element) and a preload of its lead picture, just before </head>.
 */
export function withFirstScreen(shell: string, payload: FirstScreen): string {
  const at = shell.search(/<\/head>/i);
  if (at === -1) return shell;
  const tags = [
    ...leadImagesOf(payload).map((image) => imagePreload(image, leadImageSizes(payload))),
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptJson(payload)}</script>`,
  ];
  return `${shell.slice(0, at)}  ${tags.join('\n    ')}\n  ${shell.slice(at)}`;
}

/** The country a page's first screen is rendered in, and whether it is the regional domain's. */
export interface FirstScreenCountry {
  country: Country;
  fromRegionalDomain: boolean;
}

/**
 * The country the browser will show (docs/decisions/017): the cookie's, which mirrors the stored
 * choice; without one, the regional domain's when the page is asked for on one (the browser takes
 * it too); else the default.
 */
export function firstScreenCountry(cookieHeader: string | undefined, hostname: string, domains: RegionalDomains): FirstScreenCountry {
  const chosen = countryFromCookieHeader(cookieHeader);
  if (chosen) return { country: chosen, fromRegionalDomain: false };
  const domainCountry = regionalCountryOf(hostname, domains);
  return domainCountry ? { country: domainCountry, fromRegionalDomain: true } : { country: DEFAULT_COUNTRY, fromRegionalDomain: false };
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell with the first screen's markup in `<div id="root">`, marked with the country its prices
 * are in (docs/decisions/017), and an inline script first in the head, which runs before the first
 * paint:
 * - when the browser's country will be another (a choice the cookie did not carry), the markup stays
 *   hidden and the client renders the page anew instead of hydrating it, so no price ever changes
 *   currency on load;
 * - a click on the markup before React has hydrated it (a carousel arrow, a button) or a form
 *   submitted (the header search) is held and replayed once React has, instead of being lost or
 *   sent as a plain GET; links are left to the browser, and so are checkboxes and radios, whose
 *   change the client reports to React.
 * Unchanged when the shell has no empty root.
 */
export function withFirstScreenMarkup(
  shell: string,
  markup: string,
  url: string,
  { country, fromRegionalDomain }: FirstScreenCountry,
  afterPaint: AfterFirstPaint = {},
): FirstScreenPage {
  const root = shell.indexOf(EMPTY_ROOT);
  // First in the head: a classic script after the stylesheet would wait for it before the body parses.
  const headOpen = /<head(?:\s[^>]*)?>/i.exec(shell);
  if (root === -1 || !headOpen || headOpen.index > root) return { html: shell, inlineScripts: [] };
  const head = headOpen.index + headOpen[0].length;
  // The client's own rule (shared/region/shown-country.ts), then the hold of early input, both
  // built from typed, tested modules (docs/decisions/064).
  const countryCheck = inlineCall(markStaleFirstScreen, {
    rendered: country,
    fromRegionalDomain,
    countryKey: COUNTRY_STORAGE_KEY,
    sourceKey: COUNTRY_SOURCE_STORAGE_KEY,
    staleAttribute: FIRST_SCREEN_STALE_ATTRIBUTE,
    rules: COUNTRY_RULES,
  }, shownCountry);
  const inputHold = inlineCall(holdEarlyInput, FIRST_SCREEN_EARLY_INPUT);
  const headScript = `${countryCheck}${inputHold}`;
  const style = `<style>html[${FIRST_SCREEN_STALE_ATTRIBUTE}] #root{visibility:hidden}</style>`;
  const marks = `${FIRST_SCREEN_URL_ATTRIBUTE}="${escapeHtml(url)}" ${FIRST_SCREEN_COUNTRY_ATTRIBUTE}="${country}"${fromRegionalDomain ? ` ${FIRST_SCREEN_BY_DOMAIN_ATTRIBUTE}=""` : ''}`;
  const page = `${shell.slice(0, head)}\n    ${style}<script>${headScript}</script>${shell.slice(head, root)}<div id="root" ${marks}>${markup}</div>${shell.slice(root + EMPTY_ROOT.length)}`;
  const started = withEntryAfterFirstPaint(page, afterPaint);
  return { html: started.html, inlineScripts: [headScript, ...started.inlineScripts] };
}

/**
 * A page with its first screen, and the text of each executable inline script it put in: the
 * page's Content-Security-Policy allows exactly these by their hashes (docs/decisions/077), so a
 * script that any text of the page smuggled in would still be refused.
 */
export interface FirstScreenPage {
  html: string;
  inlineScripts: readonly string[];
}

/** What the page starts once its first screen is painted, besides the app's entry. */
export interface AfterFirstPaint {
  /** Module URLs to fetch then (modulepreload), before the entry asks for them: the local database's chunk. */
  modules?: readonly string[];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The build's preloads of the entry's imports (Vite puts them in the shell's head). */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Without a first contentful paint by then (the markup hidden, docs/decisions/017), the early pull starts anyway. */
const EARLY_PULL_FALLBACK_MS = 500;

/**
 * The app's entry starts once the markup is on screen: a module script would run as soon as the
 * page is parsed, and the browser would paint the rest of the markup only after it (~0.3 s later at
 * 4x CPU slowdown). Its files are asked for then too, not by the shell's head: on a phone's network
 * their ~110 KB would share the line with the page, its stylesheet and its pictures, and hold the
 * first paint back by as long as they take (issue 24: Lighthouse counted them before its first
 * contentful paint). The entry's own imports are preloaded with it, so they come in parallel, not
 * after it. A frame callback then the next task mark the paint, with a timeout for background tabs,
 * where frame callbacks never run. What the shopper does before the entry runs is kept: clicks and
 * submits are held (holdEarlyInput), text typed and checkboxes, radios and selects changed are read
 * off the markup, and all are replayed once React has hydrated it (client/lib/early-input.ts,
 * docs/decisions/079).
 *
 * On a device that has never held the catalogue, the page also begins its first sync then
 * (docs/decisions/020), so that the entry finds it under way: the local database's chunk is fetched
 * and compiled (modulepreload), then the first products batch is asked for; the entry takes the
 * answer (client/lib/db/first-pull-prefetch.ts), which the page promises at once so that the entry
 * never asks twice. A device with an interrupted first pull to resume gets no batch from the start. The chunk waits for the first contentful paint's entry, which can come a little
 * after the frame (a fetch ending before it would count as script before the first paint in
 * bench:web), and is asked for before the batch: an embedded database's server answers one request at
 * a time and would otherwise hold the chunk behind the batch.
 */
function withEntryAfterFirstPaint(page: string, { modules = [] }: AfterFirstPaint): FirstScreenPage {
  const entry = ENTRY_SCRIPT.exec(page);
  if (!entry) return { html: page, inlineScripts: [] };
  const imports = [...page.matchAll(MODULE_PRELOAD)].map((link) => link[1]!);
  const src = JSON.stringify(entry[1]);
  const text = JSON.stringify;
  const preloadAll =
    'function preloadAll(l){l.forEach(function(h){if(document.querySelector(\'link[href="\'+h+\'"]\'))return;' +
    'var k=document.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=h;document.head.appendChild(k)})}';
  const firstPull =
    `try{if(localStorage.getItem(${text(CATALOGUE_SYNCED_KEY)})!=="1"&&localStorage.getItem(${text(PRODUCTS_FIRST_PULL_PROGRESS_KEY)})===null&&navigator.onLine){` +
    `var p=window[${text(FIRST_PRODUCTS_PULL_GLOBAL)}]=new Promise(function(resolve){pull=function(){` +
    `resolve(fetch(${text(FIRST_PRODUCTS_PULL_PATH)},{headers:{accept:"application/json"},credentials:"same-origin"})` +
    `.then(function(r){if(!r.ok)throw new Error("Pull of products failed with "+r.status);return r.json()}))}});p.catch(function(){})}}catch(e){}`;
  const early = modules.length === 0 ? 'begin(false);' :
    'try{if(performance.getEntriesByName("first-contentful-paint").length)begin(true);else{' +
    'var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();begin(true)}});' +
    `o.observe({type:"paint",buffered:true});setTimeout(function(){begin(false)},${EARLY_PULL_FALLBACK_MS})}}catch(e){begin(false)}`;
  const starter =
    `var started=false,begun=false,pull=null;${preloadAll}` +
    `function begin(painted){if(begun)return;begun=true;if(painted){preloadAll(${scriptJson(modules)})}if(pull)pull()}` +
    `function start(){if(!started){started=true;${firstPull}${early}preloadAll(${scriptJson(imports)});import(${src})}}` +
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,250)';
  const start = `<script type="module">${starter}</script>`;
  // A function replacement: the page's text is inserted as it is, whatever `$` sequences it holds.
  return { html: page.replace(MODULE_PRELOAD, '').replace(entry[0], () => start), inlineScripts: [starter] };
}
