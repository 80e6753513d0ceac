import { useEffect } from 'react';
import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { isBackOfficePath } from '../../shared/admin/back-office-path';
import { SiteHeader } from '../features/layout/site-header';
import { SiteFooter } from '../features/layout/site-footer';
import { NotFoundPage } from '../features/layout/not-found-page';
import { FooterNewsletterForm } from '../features/newsletter/footer-newsletter-form';
import { CountryPicker } from '../features/region/country-picker';
import { loadShopData, useFirstSyncSettled } from '../lib/db/load-shop-database';
import { Toaster } from '../lib/toast/toaster';
import { afterFirstPaintComponent } from '../lib/after-first-paint-component';
import { RouteAnnouncerHost } from '../lib/page-title/route-announcer-host';

// Registering the service worker (workbox-window) can wait until the page is up; so can the region
// prompt, which waits a second before it looks anything up (SPEC §4). On a device that has never held
// the catalogue the worker also waits for its first sync (at most SERVICE_WORKER_WAIT_MS): its install
// fetches and stores every asset, which slowed that sync by ~0.2 s (docs/decisions/020). Loaded as
// after-first-paint components, not React.lazy: a chunk that cannot be fetched (offline before the
// worker cached it) leaves them out until the browser is online, instead of taking the page down.
const UpdatePrompt = afterFirstPaintComponent(() => import('../features/pwa/update-prompt').then((module) => module.default));
const SERVICE_WORKER_WAIT_MS = 10_000;
const RegionPrompt = afterFirstPaintComponent(() => import('../features/region/region-prompt').then((module) => module.RegionPrompt));
// The mini-cart (and its host) too: it opens only after an ADD TO BAG.
const MiniCartHost = afterFirstPaintComponent(() => import('../features/cart/mini-cart-host').then((module) => module.MiniCartHost));

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const backOffice = useRouterState({ select: (state) => isBackOfficePath(state.location.pathname) });
  return backOffice ? <BackOfficeRoot /> : <ShopRoot />;
}

/**
 * The back office is a tool of its own (issue 25, docs/decisions/097): its layout has its own bars
 * and landmarks, and none of the shop's header, footer, mini-cart, country prompt or "ready to work
 * offline" toast. Nor does it open the shop's local database: no back-office screen reads it, and
 * its start and sync would take the staff's first screen's time (the counter keeps its own, ADR 042).
 * The service worker registers at once: the counter tablet works offline.
 */
function BackOfficeRoot() {
  return (
    <>
      <Outlet />
      <Toaster />
      <RouteAnnouncerHost />
      <UpdatePrompt quiet />
    </>
  );
}

function ShopRoot() {
  useEffect(() => {
    // After the first paint: open the local database and start syncing, whatever the page,
    // so the catalogue is on the device for the next offline visit.
    void loadShopData().catch((error: unknown) => console.error('The local shop database did not open', error));
  }, []);

  const firstSyncSettled = useFirstSyncSettled(SERVICE_WORKER_WAIT_MS);

  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter newsletter={<FooterNewsletterForm />} countryPicker={<CountryPicker />} />
      <Toaster />
      <MiniCartHost />
      <RouteAnnouncerHost />
      <RegionPrompt />
      {firstSyncSettled ? <UpdatePrompt /> : null}
    </>
  );
}
