import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { loadConfig } from '../../../server/config';
import { bootstrap } from '../../../server/bootstrap';
import { seedIfEmpty } from '../../../server/seed/seed';
import { createPayPalEmulator } from '../../../server/paypal-emulator/emulator.routes';
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET, EMULATOR_MOUNT_PATH } from '../../../server/payments/payment-config';
import { LISTENER_APPLICATION_NAME } from '../../../server/db/postgres-listener';
import { POSTGRES_ADMIN_URL, postgresEndpoint } from '../database-templates';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { TcpProxy } from './tcp-proxy';

const INSTANCE_SCRIPT = fileURLToPath(new URL('./instance-server.ts', import.meta.url));

export interface HarnessOptions {
  /** Loopback ports: the proxy's, then one per instance, then the PayPal emulator's (from 4350 here). */
  ports: { proxy: number; instances: number[]; paypal: number };
  /** Fill the new database with the demo shop before the instances start. */
  seed?: boolean;
  /** Capture recovery's period and the job queue's polling, short so a test sees runs move between instances. */
  recoveryEverySeconds?: number;
  /** How long a run of a killed instance holds capture recovery before it is run again (and the queue's maintenance period). */
  recoveryExpireSeconds?: number;
  jobPollingSeconds?: number;
  /** How long a stopping instance may take before it exits 1 anyway (30 s). */
  shutdownDeadlineSeconds?: number;
  /** A built client and a first-screen render entry for the instances to serve pages with (none: no pages). */
  pages?: { clientDist: string; renderEntry: string };
}

export interface Instance {
  index: number;
  port: number;
  url: string;
  /** Everything the process wrote, stdout and stderr, across its restarts. */
  log: string[];
  process: ChildProcess | null;
}

/**
 * Several app instances (child processes running the shop as server/main.ts does) on one new
 * PostgreSQL database, reached through a TCP proxy that can cut the database away, behind a
 * round-robin proxy on loopback, with one PayPal emulator for all (PayPal is one service, and the
 * emulator keeps its orders in memory). docs/decisions/027.
 */
export class InstanceHarness {
  readonly instances: Instance[];
  /** The database as the instances reach it (through the cuttable proxy)… */
  instanceDatabaseUrl = '';
  /** …and directly, for the test's own queries. */
  databaseUrl = '';
  proxy!: RoundRobinProxy;
  readonly databaseProxy: TcpProxy;
  private paypal: ServerType | null = null;
  private readonly name = `shop_instances_${Date.now()}_${randomBytes(3).toString('hex')}`;

  private constructor(private readonly options: HarnessOptions) {
    this.instances = options.ports.instances.map((port, index) => ({ index, port, url: `http://127.0.0.1:${port}`, log: [], process: null }));
    this.databaseProxy = new TcpProxy(postgresEndpoint());
  }

  static async start(options: HarnessOptions): Promise<InstanceHarness> {
    const harness = new InstanceHarness(options);
    try {
      await harness.setUp();
    } catch (error) {
      await harness.close();
      throw error;
    }
    return harness;
  }

  get publicUrl(): string {
    return `http://localhost:${this.options.ports.proxy}`;
  }

  private async setUp(): Promise<void> {
    await adminQuery(`CREATE DATABASE ${this.name}`);
    const direct = new URL(POSTGRES_ADMIN_URL);
    direct.pathname = `/${this.name}`;
    this.databaseUrl = direct.toString();
    const viaProxy = new URL(this.databaseUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(await this.databaseProxy.listen());
    this.instanceDatabaseUrl = viaProxy.toString();

    // Migrated (and seeded, when asked) once here, before the instances start: the tests' instances do not seed.
    const config = loadConfig({ ...this.environment(0), LOG_LEVEL: 'silent', DATABASE_URL: this.databaseUrl });
    const running = await bootstrap(config);
    try {
      if (this.options.seed) await seedIfEmpty(running.deps);
    } finally {
      await running.shutdown();
    }

    const emulatorBase = `http://127.0.0.1:${this.options.ports.paypal}${EMULATOR_MOUNT_PATH}`;
    const emulator = createPayPalEmulator({ apiBase: emulatorBase, clientId: EMULATOR_CLIENT_ID, clientSecret: EMULATOR_CLIENT_SECRET });
    const paypalApp = new Hono().route(EMULATOR_MOUNT_PATH, emulator.app);
    this.paypal = serve({ fetch: paypalApp.fetch, port: this.options.ports.paypal, hostname: '127.0.0.1' });

    await Promise.all(this.instances.map((instance) => this.startInstance(instance.index)));
    this.proxy = await startRoundRobinProxy({
      port: this.options.ports.proxy,
      instancePorts: this.options.ports.instances,
      routes: [{ prefix: `${EMULATOR_MOUNT_PATH}/`, port: this.options.ports.paypal }],
    });
  }

  private environment(index: number): Record<string, string> {
    return {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(this.options.ports.instances[index]),
      DATABASE_URL: this.instanceDatabaseUrl,
      // Every instance: the public origin the shoppers use, and the same signing secret.
      PUBLIC_URL: this.publicUrl,
      BETTER_AUTH_SECRET: 'instances-secret-instances-secret-0123456',
      DATA_DIR: `/tmp/${this.name}-${index}`,
      LOG_LEVEL: 'info',
      // The abuse limits are keyed by client address, and every request here comes from loopback.
      RATE_LIMIT: 'off',
      PAYPAL_MODE: 'emulator',
      PAYPAL_API_BASE: `http://127.0.0.1:${this.options.ports.paypal}${EMULATOR_MOUNT_PATH}`,
      INSTANCE_RECOVERY_EVERY_SECONDS: String(this.options.recoveryEverySeconds ?? 60),
      INSTANCE_RECOVERY_EXPIRE_SECONDS: String(this.options.recoveryExpireSeconds ?? 120),
      INSTANCE_JOB_POLLING_SECONDS: String(this.options.jobPollingSeconds ?? 2),
      // A stop still exits 0 only when it ends gracefully (docs/decisions/080), but beside a CPU hog and
      // three test workers a stop took over production's 10 s (issue 28's hog runs): 30 s here.
      INSTANCE_SHUTDOWN_DEADLINE_SECONDS: String(this.options.shutdownDeadlineSeconds ?? 30),
      ...(this.options.pages ? { INSTANCE_CLIENT_DIST: this.options.pages.clientDist, INSTANCE_RENDER_ENTRY: this.options.pages.renderEntry } : {}),
    };
  }

  /** Starts (or restarts) an instance and waits until it answers its readiness check. */
  async startInstance(index: number): Promise<void> {
    const instance = this.instances[index]!;
    const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE_SCRIPT], { env: this.environment(index), stdio: ['ignore', 'pipe', 'pipe'] });
    instance.process = child;
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (text: string) => instance.log.push(...text.split('\n').filter(Boolean)));
    }
    const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`instance ${index} exited (${code}):\n${instance.log.join('\n')}`))));
    exited.catch(() => undefined);
    await Promise.race([this.waitUntilReady(index, 60_000), exited]);
  }

  /** Waits for the instance's readiness check to answer 200. */
  async waitUntilReady(index: number, ms = 15_000): Promise<void> {
    await waitFor(async () => (await this.health(index)).status === 200, ms, `instance ${index} ready`);
  }

  /** The instance's readiness answer, or status 0 when it does not answer at all. */
  async health(index: number): Promise<{ status: number; body: unknown }> {
    try {
      const response = await fetch(`${this.instances[index]!.url}/api/health`);
      return { status: response.status, body: await response.json() };
    } catch {
      return { status: 0, body: null };
    }
  }

  /** SIGTERM (graceful shutdown), resolving when the process has exited. */
  async stopInstance(index: number, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.instances[index]!.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    return exited;
  }

  /** Ends an instance's listening connection on the database side, as a failover or an idle time-out would. */
  async terminateListeners(): Promise<number> {
    const result = await directQuery<{ ended: boolean }>(
      this.databaseUrl,
      `SELECT pg_terminate_backend(pid, 5000) AS ended FROM pg_stat_activity
       WHERE datname = $1 AND (application_name = $2 OR query LIKE 'LISTEN %')`,
      [this.name, LISTENER_APPLICATION_NAME],
    );
    return result.filter((row) => row.ended).length;
  }

  /** Runs SQL on the database directly (not through the cuttable proxy). */
  query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
    return directQuery<R>(this.databaseUrl, text, values);
  }

  /** The instance's log lines from the last one whose `msg` is this (all of them when none is), for a failure's message. */
  logSince(index: number, msg: string): string[] {
    const log = this.instances[index]!.log;
    const from = log.findLastIndex((line) => line.includes(`"msg":${JSON.stringify(msg)}`));
    return from === -1 ? log.slice(-40) : log.slice(from);
  }

  /** The instance's log lines that parse as JSON and have this `msg`. */
  logged(index: number, msg: string): Array<Record<string, unknown>> {
    return this.instances[index]!.log.flatMap((line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return entry.msg === msg ? [entry] : [];
      } catch {
        return [];
      }
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.instances.map((instance) => this.stopInstance(instance.index, 'SIGKILL')));
    await this.proxy?.close();
    const paypal = this.paypal;
    if (paypal) {
      // Closed, kept-alive connections included, before the port is handed to the next harness.
      await new Promise<void>((resolve) => {
        paypal.close(() => resolve());
        if ('closeAllConnections' in paypal) paypal.closeAllConnections();
      });
    }
    await this.databaseProxy.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`).catch(() => undefined);
  }
}

/** Polls `check` until it holds; fails after `ms` naming what it waited for. */
export async function waitFor(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function directQuery<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function adminQuery(text: string): Promise<void> {
  await directQuery(POSTGRES_ADMIN_URL, text);
}
