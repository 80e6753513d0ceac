import { createFileRoute } from '@tanstack/react-router';
import { optionalString, optionalText, presentOnly } from '../lib/url-values';
import { ResetPasswordPage } from '../features/account/reset-password-page';

// The reset email links here with ?token=…; better-auth's own redirect may add ?error=INVALID_TOKEN.
const resetSearch = (search: Record<string, unknown>) => presentOnly({
  token: optionalText(search.token, 512),
  error: optionalString(search.error, 64),
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, error } = Route.useSearch();
  return <ResetPasswordPage token={token} error={error} />;
}
