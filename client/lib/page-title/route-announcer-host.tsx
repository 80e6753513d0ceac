import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { afterFirstPaintComponent } from '../after-first-paint-component';
import { shownPathname } from './shown-pathname';

// The announcer, its route names and the title it keeps are not in the page's entry: they load
// after the first paint, while the server's page shows its own title (a product's, a brand's, or
// the shop's name). A move made before the announcer arrived is still said. docs/decisions/029.
const RouteAnnouncer = afterFirstPaintComponent(() => import('./route-announcer').then((module) => module.RouteAnnouncer));

/** Remembers the page the app started on, for the announcer that arrives after the first paint. */
export function RouteAnnouncerHost() {
  const pathname = useRouterState({ select: shownPathname });
  const [firstPath] = useState(pathname);
  return <RouteAnnouncer firstPath={firstPath} />;
}
