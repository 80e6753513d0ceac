import {
  FIRST_SCREEN_COUNTRY_ATTRIBUTE, FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_STALE_ATTRIBUTE, type FirstScreen,
} from '../../shared/catalog/first-screen';
import type { Country } from '../../shared/money';
import { COUNTRY_STORAGE_KEY, DEFAULT_COUNTRY } from '../../shared/region/country-cookie';
import { escapeHtml, scriptJson } from '../seo/seo-head';

// A listing's first row at desktop width: the grid's eager pictures (client/features/catalog/product-card.tsx).
const LISTING_LEAD_PICTURES = 4;

const mainPicture = (product: { imageUrl: string | null; images: readonly string[] }) => product.imageUrl ?? product.images[0] ?? null;

/**
 * The pictures most likely to be the page's largest element (the first slide, the product's main
 * picture, a listing's first row): fetched while the scripts still load.
 */
export function leadImagesOf(payload: FirstScreen): string[] {
  switch (payload.route) {
    case 'home':
      return payload.heroSlides[0]?.imageUrl ? [payload.heroSlides[0].imageUrl] : [];
    case 'product':
      return payload.product && mainPicture(payload.product) ? [mainPicture(payload.product)!] : [];
    default:
      return [...new Set(payload.products.slice(0, LISTING_LEAD_PICTURES).flatMap((product) => mainPicture(product) ?? []))];
  }
}

/**
 * The shell with the first screen's documents as inline JSON (escaped so no text in a document can
 * end the element) and a preload of its lead picture, just before </head>.
 */
export function withFirstScreen(shell: string, payload: FirstScreen): string {
  const at = shell.search(/<\/head>/i);
  if (at === -1) return shell;
  const tags = [
    ...leadImagesOf(payload).map((image) => `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`),
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptJson(payload)}</script>`,
  ];
  return `${shell.slice(0, at)}  ${tags.join('\n    ')}\n  ${shell.slice(at)}`;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell with the first screen's markup in `<div id="root">`, marked with the country its prices
 * are in (docs/decisions/017), and a check that runs before the first paint: when this browser's
 * stored country is another (a choice the cookie did not carry), the markup stays hidden and the
 * client renders the page anew instead of hydrating it, so no price ever changes currency on load.
 * Unchanged when the shell has no empty root.
 */
export function withFirstScreenMarkup(shell: string, markup: string, country: Country): string {
  const root = shell.indexOf(EMPTY_ROOT);
  // First in the head: a classic script after the stylesheet would wait for it before the body parses.
  const headOpen = /<head(?:\s[^>]*)?>/i.exec(shell);
  if (root === -1 || !headOpen || headOpen.index > root) return shell;
  const head = headOpen.index + headOpen[0].length;
  // The client's own reading of its storage (client/lib/region/country-store.ts): a stored US or UK, else the default.
  const guard =
    `<style>html[${FIRST_SCREEN_STALE_ATTRIBUTE}] #root{visibility:hidden}</style>` +
    `<script>(function(){var c=null;try{c=localStorage.getItem(${JSON.stringify(COUNTRY_STORAGE_KEY)})}catch(e){}` +
    `if((c==="US"||c==="UK"?c:${JSON.stringify(DEFAULT_COUNTRY)})!==${JSON.stringify(country)})` +
    `document.documentElement.setAttribute(${JSON.stringify(FIRST_SCREEN_STALE_ATTRIBUTE)},"")})()</script>`;
  const filledRoot = `<div id="root" ${FIRST_SCREEN_COUNTRY_ATTRIBUTE}="${country}">${markup}</div>`;
  return `${shell.slice(0, head)}\n    ${guard}${shell.slice(head, root)}${filledRoot}${shell.slice(root + EMPTY_ROOT.length)}`;
}
