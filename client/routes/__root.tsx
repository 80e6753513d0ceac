import { lazy, Suspense, useEffect } from 'react';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { SiteHeader } from '../features/layout/site-header';
import { SiteFooter } from '../features/layout/site-footer';
import { NotFoundPage } from '../features/layout/not-found-page';
import { FooterNewsletterForm } from '../features/newsletter/footer-newsletter-form';
import { CountryPicker } from '../features/region/country-picker';
import { loadShopData } from '../lib/db/load-shop-database';
import { Toaster } from '../lib/toast/toaster';
import { useAfterFirstPaint } from '../lib/after-first-paint';

// Registering the service worker (workbox-window) can wait until the page is up; so can the region
// prompt, which waits a second before it looks anything up (SPEC §4).
const UpdatePrompt = lazy(() => import('../features/pwa/update-prompt'));
const RegionPrompt = lazy(() => import('../features/region/region-prompt').then((module) => ({ default: module.RegionPrompt })));

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useEffect(() => {
    // After the first paint: open the local database and start syncing, whatever the page,
    // so the catalogue is on the device for the next offline visit.
    void loadShopData().catch((error: unknown) => console.error('The local shop database did not open', error));
  }, []);

  const painted = useAfterFirstPaint();

  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter newsletter={<FooterNewsletterForm />} countryPicker={<CountryPicker />} />
      <Toaster />
      {painted ? (
        <Suspense fallback={null}>
          <RegionPrompt />
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </>
  );
}
