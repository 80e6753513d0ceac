import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from '../support/test-app';
import { startExclusiveWork, type ExclusiveWork } from '../../server/background/exclusive-work';
import { waitFor } from '../support/instances/instance-harness';

// Once-only background work across instances (docs/decisions/027). Each runner here stands for an
// instance: its own lock connection, as in its own process. The lead is a PostgreSQL advisory lock,
// so this part always runs on real PostgreSQL; on PGlite (one process) the work simply runs.
let onPostgres: TestApp;
const runners: ExclusiveWork[] = [];

beforeAll(async () => {
  onPostgres = await createTestApp('postgres');
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await onPostgres?.close();
});

interface Run {
  runner: string;
  start: number;
  end: number;
}

function startRunner(name: string, runs: Run[], databaseUrl: string | undefined): ExclusiveWork {
  const runner = startExclusiveWork({
    name: 'test-sweep',
    databaseUrl,
    intervalMs: 60,
    standbyRetryMs: 40,
    log: () => undefined,
    work: async () => {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 25));
      runs.push({ runner: name, start, end: performance.now() });
    },
  });
  runners.push(runner);
  return runner;
}

const by = (runs: Run[], runner: string) => runs.filter((run) => run.runner === runner).length;

function expectNoOverlap(runs: Run[]): void {
  const sorted = [...runs].sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index += 1) expect(sorted[index]!.start).toBeGreaterThanOrEqual(sorted[index - 1]!.end);
}

describe('exclusive background work on PostgreSQL', () => {
  it('runs on one instance at a time, moves when the leader stops or loses its connection, and never runs twice at once', async () => {
    const runs: Run[] = [];
    const url = onPostgres.config.databaseUrl;
    const a = startRunner('a', runs, url);
    await waitFor(() => a.leading, 5000, 'a leading');
    const b = startRunner('b', runs, url);
    await waitFor(() => by(runs, 'a') >= 5, 5000, 'a working');
    expect(b.leading).toBe(false);
    expect(by(runs, 'b')).toBe(0);

    // The leader stops (an instance shut down): the other takes over.
    await a.stop();
    await waitFor(() => b.leading && by(runs, 'b') >= 3, 5000, 'b taking over');
    const c = startRunner('c', runs, url);
    const cBefore = runs.length;
    await waitFor(() => runs.length >= cBefore + 5, 5000, 'more runs');
    expect(c.leading).toBe(false);
    expect(by(runs, 'c')).toBe(0);

    // Handing over on stop never overlapped.
    expectNoOverlap(runs);
    const runsBefore = runs.length;

    // The leader's connection is ended by the database (a failover): the lead moves or is retaken, by one.
    // A run already under way finishes (an advisory lock does not fence it: ADR 027), so only later runs are checked.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const ended = await admin.query(`SELECT pg_terminate_backend(pid, 5000) AS ended FROM pg_stat_activity WHERE application_name = 'toy-shop:lead:test-sweep' AND datname = current_database() AND pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted)`);
      expect(ended.rows).toEqual([{ ended: true }]);
    } finally {
      await admin.end();
    }
    const terminatedAt = performance.now();
    await waitFor(() => runs.length >= runsBefore + 6, 5000, 'runs after the lost connection');
    expect([b.leading, c.leading].filter(Boolean)).toHaveLength(1);
    expectNoOverlap(runs.filter((run) => run.start > terminatedAt + 25));
  });
});

describe('exclusive background work on the embedded database', () => {
  it('runs in its one process', async () => {
    const runs: Run[] = [];
    const only = startRunner('only', runs, undefined);
    expect(only.leading).toBe(true);
    await waitFor(() => runs.length >= 3, 5000, 'runs');
    await only.stop();
    expectNoOverlap(runs);
  });
});
