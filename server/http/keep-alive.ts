import type { ServerOptions } from 'node:http';

/**
 * How long the server keeps an idle keep-alive connection. Node's default closes it after 5 s, while
 * clients keep theirs longer (a proxy or load balancer typically 60 s): a client that reuses the
 * connection just as the server closes it gets a reset ("socket hang up", ECONNRESET, a proxy's 502),
 * which a busy machine made visible in the e2e suite (docs/decisions/026). Longer than the usual 60 s,
 * so the client closes first; Node wants the headers time-out longer still.
 */
export const KEEP_ALIVE_SERVER_OPTIONS = {
  keepAliveTimeout: 65_000,
  headersTimeout: 66_000,
} as const satisfies ServerOptions;
