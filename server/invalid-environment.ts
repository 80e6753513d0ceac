/**
 * A configuration the shop refuses to run with. Entry points print its message (which names each
 * variable to fix) and exit, instead of a stack trace.
 */
export class InvalidEnvironmentError extends Error {
  constructor(problems: readonly string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Runs an entry point's configuration step; an InvalidEnvironmentError ends the process with its message. */
export function exitOnInvalidEnvironment<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    return exitWith(error);
  }
}

/** The same for a step that reads the database too (start-up's check of the sealed secrets). */
export async function exitOnInvalidEnvironmentAsync<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    return exitWith(error);
  }
}

function exitWith(error: unknown): never {
  if (!(error instanceof InvalidEnvironmentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
