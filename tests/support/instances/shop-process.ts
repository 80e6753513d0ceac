import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The shop as `npm start` runs it (server/main.ts, in production), as a child process a test can start
// several of at once and stop with a signal; unlike instance-server.ts it migrates and seeds as main does.
const MAIN = fileURLToPath(new URL('../../../server/main.ts', import.meta.url));

export interface ShopProcess {
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  log: string[];
  /** Resolves with its exit code. */
  exited: Promise<number | null>;
  /** Resolves once it logs that it listens (rejects with its log if it exits first). */
  listening: Promise<void>;
}

export function startShopProcess(options: { port: number; databaseUrl: string; dataDir: string; env?: Record<string, string> }): ShopProcess {
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      PUBLIC_URL: `http://localhost:${options.port}`,
      BETTER_AUTH_SECRET: 'shop-process-secret-shop-process-secret-0123',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT: 'off',
      PAYPAL_MODE: 'emulator',
      SEED_DEMO: 'catalogue',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (text: string) => {
        for (const line of text.split('\n').filter(Boolean)) {
          log.push(line);
          if (loggedMessage(line) === 'shop listening') resolve();
        }
      });
    }
    void exited.then((code) => reject(new Error(`the shop exited (${code}) before listening:\n${log.join('\n')}`)));
  });
  listening.catch(() => undefined);
  return { child, log, exited, listening };
}

/** The `msg` of a JSON log line, or null. */
export function loggedMessage(line: string): string | null {
  try {
    const entry = JSON.parse(line) as { msg?: unknown };
    return typeof entry.msg === 'string' ? entry.msg : null;
  } catch {
    return null;
  }
}

/** Kills whatever is still running (a test's clean-up). */
export function killShopProcesses(shops: ShopProcess[]): void {
  for (const shop of shops) if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGKILL');
}
