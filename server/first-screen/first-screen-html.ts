import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '../../shared/catalog/first-screen';
import { escapeHtml, scriptJson } from '../seo/seo-head';

/** The picture most likely to be the page's largest element: fetched while the scripts still load. */
export function leadImageOf(payload: FirstScreen): string | null {
  switch (payload.route) {
    case 'home':
      return payload.heroSlides[0]?.imageUrl ?? null;
    case 'product':
      return payload.product ? (payload.product.imageUrl ?? payload.product.images[0] ?? null) : null;
    default:
      return payload.products[0] ? (payload.products[0].imageUrl ?? payload.products[0].images[0] ?? null) : null;
  }
}

/**
 * The shell with the first screen's documents as inline JSON (escaped so no text in a document can
 * end the element) and a preload of its lead picture, just before </head>.
 */
export function withFirstScreen(shell: string, payload: FirstScreen): string {
  const at = shell.search(/<\/head>/i);
  if (at === -1) return shell;
  const image = leadImageOf(payload);
  const tags = [
    ...(image ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`] : []),
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptJson(payload)}</script>`,
  ];
  return `${shell.slice(0, at)}  ${tags.join('\n    ')}\n  ${shell.slice(at)}`;
}
