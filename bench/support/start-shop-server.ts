import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Starts the shop's server (bench/support/checkout-server.ts; it migrates the database) in its own
 * process, so a benchmark's load generator does not share its event loop, and waits for its port.
 * `nodeOptions`: extra node flags (a CPU profile, say); `env`: extra environment (SERVE_CLIENT=1).
 */
export async function startShopServer(
  databaseUrl: string,
  nodeOptions: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; pid: number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'bench/support/checkout-server.ts'], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const message = JSON.parse(line) as { port?: number };
        if (message.port) resolve(message.port);
      } catch {
        // The server's own log lines.
      }
    });
    child.once('exit', (code) => reject(new Error(`the shop server exited early (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
