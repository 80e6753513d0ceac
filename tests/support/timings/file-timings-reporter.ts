import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * One line per test file of the run: where its time went (issue 28). Written when
 * `TEST_TIMINGS_DIR` is set, to `<dir>/vitest.json`; `bench/test-timings.ts` makes the table of
 * docs/benchmarks.md from it, and `tests/support/timings/durations.json` (the slowest-first order)
 * is refreshed from it with `--write-durations`.
 */
export interface FileTiming {
  project: string;
  file: string;
  tests: number;
  failed: number;
  /** Wall time from the worker taking the file to its end, in ms. */
  wall: number;
  /** Importing the file and what it imports. */
  collect: number;
  /** Tests plus hooks (beforeAll: app start and database copy; afterAll: close). */
  run: number;
  /** Inside the tests alone. */
  inTests: number;
}

export default class FileTimingsReporter implements Reporter {
  private readonly rows: FileTiming[] = [];
  private readonly startedAt = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.startedAt.set(`${module.project.name}:${module.moduleId}`, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    let tests = 0;
    let failed = 0;
    let inTests = 0;
    for (const test of module.children.allTests()) {
      tests += 1;
      if (test.result().state === 'failed') failed += 1;
      inTests += test.diagnostic()?.duration ?? 0;
    }
    const started = this.startedAt.get(`${module.project.name}:${module.moduleId}`) ?? Date.now();
    this.rows.push({
      project: module.project.name,
      file: relative(process.cwd(), module.moduleId),
      tests,
      failed,
      wall: Date.now() - started,
      collect: Math.round(diagnostic.collectDuration),
      run: Math.round(diagnostic.duration),
      inTests: Math.round(inTests),
    });
  }

  onTestRunEnd(): void {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (!dir || this.rows.length === 0) return;
    const projects = [...new Set(this.rows.map((row) => row.project))].sort().join('+');
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/vitest-${projects}.json`, `${JSON.stringify(this.rows, null, 1)}\n`);
  }
}
