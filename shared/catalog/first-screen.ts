import type { BrandDoc, CategoryDoc, HeroSlideDoc, ProductDoc, ShippingRateDoc } from '../sync/documents';
import type { Country } from '../money';
import type { ProductSort } from './search';

// The first screen's documents, inlined by the server into the page it serves for a catalogue
// route, so the page can paint before the local database has opened or synced
// (docs/decisions/016-first-screen-payload.md). Types only: the browser reads it without zod.

/** The id of the `<script type="application/json">` element that carries the payload. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** The shop search a listing answers: only what the server can answer exactly, whatever the country. */
export interface FirstScreenShopSearch {
  /** Trimmed; '' when there is none. */
  term: string;
  category: string | null;
  brand: string | null;
  /** As chosen in the URL; null when the shop's default applies. */
  sort: Exclude<ProductSort, 'price-asc' | 'price-desc'> | null;
}

export type FirstScreen =
  | {
      route: 'home';
      /** Active slides by display order. */
      heroSlides: HeroSlideDoc[];
      /** Featured products, newest first, 4. */
      featured: ProductDoc[];
      /** Active brands by name, 4. */
      brands: BrandDoc[];
      /** Active shipping rates of every country. */
      shippingRates: ShippingRateDoc[];
    }
  | {
      route: 'shop';
      search: FirstScreenShopSearch;
      /** The listing's first page, in the client search's order. */
      products: ProductDoc[];
      /** How many products the whole listing holds. */
      total: number;
      /** Active categories by display order and active brands by name (the filters). */
      categories: CategoryDoc[];
      brands: BrandDoc[];
    }
  | {
      route: 'product';
      productId: string;
      /** null: no live product has this id (the page is a 404). */
      product: ProductDoc | null;
      brand: BrandDoc | null;
      shippingRates: ShippingRateDoc[];
    }
  | {
      route: 'brand';
      slug: string;
      brand: BrandDoc;
      /** The brand's first page of products by name. */
      products: ProductDoc[];
      total: number;
    }
  | {
      route: 'new-arrivals';
      /** The newest products, first page. */
      products: ProductDoc[];
      total: number;
    };

/**
 * What the server gives the built render entry (dist/ssr/entry-server.js) for one page
 * (docs/decisions/017-server-rendered-first-screen.md): the page's path and query, its first
 * screen, and the country whose prices it shows.
 */
export interface FirstScreenRenderInput {
  /** Path and query, as requested. */
  url: string;
  firstScreen: FirstScreen;
  country: Country;
}

/** The render entry's `renderFirstScreen` export: the page's markup, for inside `<div id="root">`. */
export type RenderFirstScreen = (input: FirstScreenRenderInput) => Promise<string>;

/** On `<div id="root">` when it holds server markup: the country the markup's prices are in. */
export const FIRST_SCREEN_COUNTRY_ATTRIBUTE = 'data-first-screen-country';

/**
 * Also on it when that country is the regional domain's (the request carried no country cookie):
 * the browser then takes it, as it would once it knew the host, unless the shopper chose by hand.
 */
export const FIRST_SCREEN_BY_DOMAIN_ATTRIBUTE = 'data-first-screen-by-domain';

/**
 * Set on `<html>` before the first paint when the browser's stored country differs from the
 * markup's: the markup stays hidden and the page renders anew in the right currency.
 */
export const FIRST_SCREEN_STALE_ATTRIBUTE = 'data-first-screen-stale';

/**
 * The window property where the page's inline script keeps what the shopper did to the server's
 * markup before React hydrated it (clicks, form submissions); the client replays it once React has
 * (client/lib/early-input.ts).
 */
export const FIRST_SCREEN_EARLY_INPUT = '__firstScreenEarlyInput';

/** What that property holds. */
export interface FirstScreenEarlyInput {
  /** In order: a click where it landed, or a form submitted. */
  events: Array<{ type: 'click' | 'submit'; target: Element }>;
  /** Set once React handles events itself: nothing more is held. */
  live: boolean;
}

/** On `<div id="root">` with server markup: the path and query it was rendered for. */
export const FIRST_SCREEN_URL_ATTRIBUTE = 'data-first-screen-url';
