import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AuthPage } from '../features/account/auth-page';

// ?redirect=/path (followed only when same-origin) and ?mode=sign-up|forgot (links from other pages).
const authSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string().check(z.maxLength(2048))), undefined),
  mode: z.catch(z.optional(z.enum(['sign-in', 'sign-up', 'forgot'])), undefined),
});

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  component: AuthRoute,
});

function AuthRoute() {
  const { redirect, mode } = Route.useSearch();
  return <AuthPage redirect={redirect} initialMode={mode} />;
}
