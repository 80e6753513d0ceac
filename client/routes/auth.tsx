import { createFileRoute } from '@tanstack/react-router';
import { optionalOneOf, optionalString, presentOnly } from '../lib/url-values';
import { AuthPage } from '../features/account/auth-page';

// ?redirect=/path (followed only when same-origin) and ?mode=sign-up|forgot (links from other pages).
const AUTH_MODES = ['sign-in', 'sign-up', 'forgot'] as const;
const authSearch = (search: Record<string, unknown>) => presentOnly({
  redirect: optionalString(search.redirect, 2048),
  mode: optionalOneOf(search.mode, AUTH_MODES),
});

export const Route = createFileRoute('/auth')({
  validateSearch: authSearch,
  component: AuthRoute,
});

function AuthRoute() {
  const { redirect, mode } = Route.useSearch();
  return <AuthPage redirect={redirect} initialMode={mode} />;
}
