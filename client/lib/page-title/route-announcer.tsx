import { useEffect, useRef, useState } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/page-titles';
import { PAGE_NAME_LOADING, usePageName } from './page-title-store';
import { isAdminRoute, routePageName } from './route-titles';
import { shownPathname } from './shown-pathname';

// A page's own name (a product read from the device's database) can arrive a moment after the
// route: the announcement waits until the title has been still this long, so it is said once.
const SETTLE_MS = 250;
// A page still reading its own name is waited for this long at most; then its route's name is said.
const NAME_WAIT_MS = 3000;

/**
 * Keeps document.title on the page shown, and after each client-side move to another page says
 * the new title in a polite live region and puts focus at the start of the main content, as a
 * full page load would for a screen reader. Query-only changes (filters, search) move nothing.
 *
 * It loads after the first paint (route-announcer-host.tsx): `firstPath` is the page the app
 * started on, so a move made before this arrived is still said; `actedSinceMove` tells whether the
 * shopper has clicked or typed since the latest move began.
 */
export function RouteAnnouncer({ firstPath, actedSinceMove }: { firstPath: string; actedSinceMove: () => boolean }) {
  const routeId = useRouterState({ select: (state) => state.matches[state.matches.length - 1]?.routeId });
  const pathname = useRouterState({ select: shownPathname });
  const pageName = usePageName();
  const nameLoading = pageName === PAGE_NAME_LOADING;
  const ownName = nameLoading ? null : pageName;
  const adminRoute = isAdminRoute(routeId);
  const [waitedOut, setWaitedOut] = useState<string | null>(null);
  // A back-office page is named by its layout once the back office's chunk has run, and a page
  // reading its own name (a product, a brand) has it: nothing is said before (or before NAME_WAIT_MS).
  const named = (!adminRoute || ownName !== null) && (!nameLoading || waitedOut === pathname);
  const title = pageTitle(ownName ?? routePageName(routeId));
  const [message, setMessage] = useState('');
  const shownPath = useRef(firstPath);
  const pending = useRef(false);
  const router = useRouter();

  // The shop's own analytics beacon (docs/decisions/056) starts from this after-first-paint chunk,
  // which follows every page: the entry's code stays as it was.
  useEffect(() => {
    void import('../analytics/beacon').then((beacon) => beacon.startBeacon(router), () => undefined);
  }, [router]);

  useEffect(() => {
    if (!nameLoading) return;
    const timer = setTimeout(() => setWaitedOut(pathname), NAME_WAIT_MS);
    return () => clearTimeout(timer);
  }, [nameLoading, pathname]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    pending.current = true;
    // The page shows once its code and data have loaded (or this chunk arrived after the move, on a
    // busy phone): if the shopper has clicked or typed since the move began (opened the account
    // menu), the focus they put there is not taken from them.
    if (actedSinceMove()) return;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, actedSinceMove]);

  useEffect(() => {
    if (!pending.current || !named) return;
    const timer = setTimeout(() => {
      pending.current = false;
      setMessage(title);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [title, pathname, named]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </p>
  );
}
