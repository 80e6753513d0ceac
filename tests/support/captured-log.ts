import { createLogger, type Logger, type LogLevel } from '../../server/logging/logger';

export interface CapturedLog {
  /** The shop's logger, writing into `lines` instead of stdout. */
  log: Logger;
  /** Every line written so far, as written (JSON). */
  lines: string[];
  /** The lines parsed. */
  entries(): Array<Record<string, unknown>>;
}

/** A logger whose output a test reads back (docs/decisions/061): pino with a destination of our own. */
export function capturedLog(level: LogLevel = 'info'): CapturedLog {
  const lines: string[] = [];
  const log = createLogger({ level, destination: { write: (line: string) => void lines.push(line.trimEnd()) } });
  return { log, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
