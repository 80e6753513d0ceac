import type { Auth } from '../auth/auth';

/**
 * Waits until better-auth has finished starting: creating it starts an asynchronous check of
 * its tables. A short-lived script that closed the database while that check was still
 * querying would log a false "Could not validate the database schema" and never exit.
 */
export async function waitForAuthStartup(auth: Auth): Promise<void> {
  const context = await auth.$context;
  await context.checkSchema?.();
}
