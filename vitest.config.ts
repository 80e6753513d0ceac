import { configDefaults, defineConfig } from 'vitest/config';

const integration = (name: string, db: 'pglite' | 'postgres', groupOrder: number) => ({
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    // Several app instances on one database need a real PostgreSQL server: PGlite is one process.
    exclude: [...configDefaults.exclude, ...(db === 'pglite' ? ['tests/integration/instances-*.test.ts'] : [])],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 60_000,
    // A fresh app (PGlite: a WASM database and every migration) takes seconds alone and over a minute
    // on a two-core machine with browsers running beside it.
    hookTimeout: 180_000,
    // PGlite is WASM and memory-heavy; real Postgres databases are per file. Two cores.
    pool: 'forks' as const,
    // Migrates one database for the run; each test app starts from a copy of it.
    globalSetup: ['tests/support/database-templates.ts'],
    maxWorkers: 2,
    sequence: { groupOrder },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.{ts,tsx}'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      integration('integration-pglite', 'pglite', 1),
      integration('integration-postgres', 'postgres', 2),
    ],
  },
});
