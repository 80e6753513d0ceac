import type { FileRouteTypes } from './routeTree.gen';
import type { PagePath } from '../shared/page-routes';

// The server decides 404 from shared/page-routes.ts (docs/decisions/028). This fails the type-check
// when a route file is added, renamed or removed without the shared list following it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** True only while the client's file routes and shared/page-routes.ts name the same pages. */
export const clientRoutesMatchSharedRoutes: Same<FileRouteTypes['to'], PagePath> = true;
