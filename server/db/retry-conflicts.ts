// PostgreSQL aborts a statement with one of these when it lost a lock race: a deadlock it broke
// (40P01) or a serialization failure (40001). The statement had no effect, so running it again is
// safe for a statement or transaction that does nothing outside the database it cannot repeat.
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** True for PostgreSQL's deadlock and serialization failures (a pg or PGlite error with that SQLSTATE). */
export function isLockConflict(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

/**
 * Runs a statement (or a whole transaction) again when PostgreSQL aborted it for a deadlock or a
 * serialization failure, up to `attempts` times in all, after a short random pause so the two
 * sides of a deadlock do not meet again at once. Any other error, or the last conflict, is thrown.
 */
export async function retryOnLockConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isLockConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
