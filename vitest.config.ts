import { configDefaults, defineConfig } from 'vitest/config';
import SlowestFirstSequencer from './tests/support/timings/slowest-first-sequencer';

const integration = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    // Several app instances on one database need a real PostgreSQL server: PGlite is one process. A
    // production install runs on a PostgreSQL server. Overlapping transactions need one too (the
    // late-commit file opens its app on PostgreSQL whatever the project): run once, not twice.
    exclude: [
      ...configDefaults.exclude,
      ...(db === 'pglite' ? ['tests/integration/instances-*.test.ts', 'tests/integration/production-install.test.ts', 'tests/integration/sync-late-commit.test.ts'] : []),
    ],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 60_000,
    // A fresh app (PGlite: a WASM database and every migration) takes seconds alone and over a minute
    // on a two-core machine with browsers running beside it.
    hookTimeout: 180_000,
    // PGlite is WASM and memory-heavy (about 0.7 GB a worker); real Postgres databases are per file.
    pool: 'forks' as const,
    // One module graph per worker, kept between files (issue 28, docs/decisions/074): importing the
    // server and PGlite's WASM once per worker instead of once per file halves the run. Each file
    // still builds its own app on its own database (tests/support/test-app.ts); nothing of a file's
    // state is kept in modules (no vi.mock in integration tests: keep it that way).
    isolate: false,
    // Both databases' files share the workers (one group), longest first (the root's sequencer).
    sequence: { groupOrder: 1 },
    // Migrates one database for the run; each test app starts from a copy of it.
    globalSetup: ['tests/support/database-templates.ts'],
    // Two workers on two cores. A third was measured and dropped (docs/decisions/089): no gain quiet
    // (585 s with two, 550–595 s with three), and beside a CPU hog 1,032 s with three.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    // TEST_TIMINGS_DIR=<dir>: every file's times for bench/test-timings.ts (issue 28).
    // Longest files first, over both databases' files together (issue 28, docs/benchmarks.md "The test suite").
    sequence: { sequencer: SlowestFirstSequencer },
    reporters: process.env.TEST_TIMINGS_DIR ? ['default', './tests/support/timings/file-timings-reporter.ts'] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
          // vitest's default is one worker on a two-core machine: two finish the unit files in 24 s
          // instead of 42 (session 26, docs/benchmarks.md).
          maxWorkers: 2,
        },
      },
      integration('integration-pglite', 'pglite'),
      integration('integration-postgres', 'postgres'),
    ],
  },
});
