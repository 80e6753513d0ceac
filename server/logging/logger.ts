import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** The levels LOG_LEVEL takes (docs/decisions/061). */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The shop's one logger: a JSON line per event with `level` as a word ("info", "warn", "error"),
 * `time`, `msg` and the fields that explain it. Requests log through a child carrying their
 * `requestId` (server/logging/request-context.ts), background jobs through one carrying `job` and `jobId`.
 * Tests give a `destination` to read the lines back.
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { pid: process.pid },
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** A logger that writes nothing (for tools and tests that do not read the log). */
export function silentLogger(): Logger {
  return createLogger({ level: 'silent' });
}
