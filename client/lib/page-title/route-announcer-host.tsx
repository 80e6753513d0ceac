import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { afterFirstPaintComponent } from '../after-first-paint-component';
import { shownPathname } from './shown-pathname';

// The announcer, its route names and the title it keeps are not in the page's entry: they load
// after the first paint, while the server's page shows its own title (a product's, a brand's, or
// the shop's name). A move made before the announcer arrived is still said. docs/decisions/029.
const RouteAnnouncer = afterFirstPaintComponent(() => import('./route-announcer').then((module) => module.RouteAnnouncer));

/**
 * Remembers the page the app started on, and whether the shopper has clicked or typed since the last
 * move, for the announcer that arrives after the first paint.
 */
export function RouteAnnouncerHost() {
  const pathname = useRouterState({ select: shownPathname });
  const [firstPath] = useState(pathname);
  const acted = useRef(false);
  useEffect(() => {
    acted.current = false;
    const act = () => void (acted.current = true);
    document.addEventListener('pointerdown', act, true);
    document.addEventListener('keydown', act, true);
    return () => {
      document.removeEventListener('pointerdown', act, true);
      document.removeEventListener('keydown', act, true);
    };
  }, [pathname]);
  const [actedSinceMove] = useState(() => () => acted.current);
  return <RouteAnnouncer firstPath={firstPath} actedSinceMove={actedSinceMove} />;
}
