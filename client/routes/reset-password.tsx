import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ResetPasswordPage } from '../features/account/reset-password-page';

// The reset email links here with ?token=…; better-auth's own redirect may add ?error=INVALID_TOKEN.
const resetSearchSchema = z.object({
  token: z.catch(z.optional(z.coerce.string().check(z.maxLength(512))), undefined),
  error: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, error } = Route.useSearch();
  return <ResetPasswordPage token={token} error={error} />;
}
