import { useEffect, useRef, useState } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { afterFirstPaintComponent } from '../after-first-paint-component';
import { shownPathname } from './shown-pathname';

// The announcer, its route names and the title it keeps are not in the page's entry: they load
// after the first paint, while the server's page shows its own title (a product's, a brand's, or
// the shop's name). A move made before the announcer arrived is still said. docs/decisions/029.
const RouteAnnouncer = afterFirstPaintComponent(() => import('./route-announcer').then((module) => module.RouteAnnouncer));

/**
 * Remembers the page the app started on, and whether the shopper has clicked or typed since the
 * latest move began (the router starting to navigate), for the announcer that arrives after the
 * first paint: a move waits for its page's code and data, and what the shopper did meanwhile (opened
 * the account menu) is theirs to keep.
 */
export function RouteAnnouncerHost() {
  const pathname = useRouterState({ select: shownPathname });
  const [firstPath] = useState(pathname);
  const router = useRouter();
  const acted = useRef(false);
  useEffect(() => {
    const act = () => void (acted.current = true);
    document.addEventListener('pointerdown', act, true);
    document.addEventListener('keydown', act, true);
    const stopWatching = router.subscribe('onBeforeNavigate', () => void (acted.current = false));
    return () => {
      document.removeEventListener('pointerdown', act, true);
      document.removeEventListener('keydown', act, true);
      stopWatching();
    };
  }, [router]);
  const [actedSinceMove] = useState(() => () => acted.current);
  return <RouteAnnouncer firstPath={firstPath} actedSinceMove={actedSinceMove} />;
}
