import { SETTING_DEFAULTS } from '../../shared/settings';
import type { NewRow } from '../db/schema';
import { heroImageUrl } from '../images/image-urls';
import { daysFrom } from './clock';
import { seedId } from './ids';

export function heroSlideRows(now: Date): NewRow<'hero_slides'>[] {
  const since = daysFrom(now, -30);
  const slide = (key: string, row: Omit<NewRow<'hero_slides'>, 'id' | 'created_at' | 'updated_at'>): NewRow<'hero_slides'> => ({
    id: seedId(`hero:${key}`),
    ...row,
    created_at: since,
    updated_at: since,
  });
  return [
    slide('new-arrivals', { title: 'Fresh off the shelf', subtitle: 'This week’s new arrivals, from plush pals to 1,000-piece builds.', image_url: heroImageUrl(1), cta_text: 'Shop new arrivals', cta_link: '/new-arrivals', is_active: true, display_order: 1 }),
    slide('plush', { title: 'Softest friends in town', subtitle: 'Hug-tested plush in three sizes.', image_url: heroImageUrl(2), cta_text: 'Shop plush', cta_link: '/shop?category=plush', is_active: true, display_order: 2 }),
    // Text-only slide: the hero must look right without a picture too.
    slide('brickwell', { title: 'Build something brilliant', subtitle: null, image_url: null, cta_text: 'Discover Brickwell', cta_link: '/brand/brickwell', is_active: true, display_order: 3 }),
    slide('winter-sale', { title: 'Winter sale – up to 40% off', subtitle: 'The sale has ended; kept to show that inactive slides stay hidden.', image_url: heroImageUrl(4), cta_text: 'Shop the sale', cta_link: '/shop?category=seasonal-clearance', is_active: false, display_order: 4 }),
  ];
}

/** Current rates in both countries (9.99, free from 99) and last year's retired US rate. */
export function shippingRateRows(now: Date): NewRow<'shipping_rates'>[] {
  const current = daysFrom(now, -120);
  const retired = daysFrom(now, -400);
  return [
    { id: seedId('shipping:US:current'), country: 'US', base_rate: 999, free_shipping_threshold: 9900, is_active: true, created_at: current, updated_at: current },
    { id: seedId('shipping:UK:current'), country: 'UK', base_rate: 999, free_shipping_threshold: 9900, is_active: true, created_at: current, updated_at: current },
    { id: seedId('shipping:US:previous'), country: 'US', base_rate: 799, free_shipping_threshold: 7500, is_active: false, created_at: retired, updated_at: current },
  ];
}

/** Every setting at its default (shared/settings.ts: DECISIONS.md's approval limits, spec §9's returns windows). */
export const SEED_SETTINGS: Readonly<Record<string, unknown>> = SETTING_DEFAULTS;

export function settingRows(now: Date): NewRow<'settings'>[] {
  return Object.entries(SEED_SETTINGS).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
    updated_at: now,
    updated_by: null,
  }));
}
