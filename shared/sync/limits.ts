// Sync limits both sides need, in a module without zod so the browser bundle can import it.

/** The most documents one pull answers: big batches let 10,000 products arrive in a handful of requests. */
export const MAX_PULL_BATCH = 2000;
