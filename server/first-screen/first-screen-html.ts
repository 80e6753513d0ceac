import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '../../shared/catalog/first-screen';
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
