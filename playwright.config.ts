import { defineConfig } from '@playwright/test';
import { TEST_BROWSER_LAUNCH } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 4310);


export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // TEST_TIMINGS_DIR=<dir>: every test's time for bench/test-timings.ts (issue 28).
  reporter: process.env.TEST_TIMINGS_DIR ? [['list'], ['json', { outputFile: `${process.env.TEST_TIMINGS_DIR}/e2e.json` }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every test cost a third of the run's time (issue 28; docs/benchmarks.md):
    // none is recorded unless asked for (`npx playwright test --trace retain-on-failure`). A failure
    // still leaves its screenshot and the page's accessibility snapshot in test-results.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: TEST_BROWSER_LAUNCH,
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: 'shop-wide/**' },
    // Specs that change what every shopper sees (shipping thresholds, contact details) run once every
    // other spec has finished, so none of those reads a value changed under it.
    { name: 'shop-wide', use: { browserName: 'chromium' }, testMatch: 'shop-wide/**/*.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/support/e2e-server.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Asked to stop rather than killed, so it drops its database and data directory (e2e-server.ts's
    // stop()); a developer's machine otherwise gathers a shop_e2e_* database per run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(port),
      // Region prompt tests run on us.localhost / uk.localhost (Chromium resolves *.localhost to
      // 127.0.0.1); the IP look-ups are the e2e server's fakes, never the internet.
      REGION_DOMAIN_US: 'us.localhost',
      REGION_DOMAIN_UK: 'uk.localhost',
      IP_LOOKUP_URL: `http://localhost:${port}/__e2e/ip/primary`,
      IP_LOOKUP_FALLBACK_URL: `http://localhost:${port}/__e2e/ip/fallback`,
    },
  },
});
