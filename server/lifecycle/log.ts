/** One structured log line: `level` (info, warn, error), `msg`, and what else explains it. */
export type Log = (entry: Record<string, unknown>) => void;

/** Errors and warnings to stderr always; information to stdout unless LOG_LEVEL=silent. */
export function structuredLog(logInfo: boolean): Log {
  return (entry) => {
    if (entry.level !== 'info') console.error(JSON.stringify(entry));
    else if (logInfo) console.log(JSON.stringify(entry));
  };
}
