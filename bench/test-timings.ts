// Where the suite's time goes (issue 28; docs/benchmarks.md, "The test suite"). Reads one run's
// reports and prints, per file, slowest first, its wall time, the time inside its tests and what is
// left (imports, set-up and tear-down: app start, database copy, browser contexts):
//   TEST_TIMINGS_DIR=/tmp/t npm test        (vitest writes /tmp/t/vitest-<projects>.json; Playwright /tmp/t/e2e.json)
//   npx tsx bench/test-timings.ts --vitest /tmp/t/vitest-integration-pglite+integration-postgres.json --playwright /tmp/t/e2e.json
// --write-durations refreshes tests/support/timings/durations.json, the slowest-first order of the
// integration files, from the vitest report.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import type { FileTiming } from '../tests/support/timings/file-timings-reporter';

interface PlaywrightResult { duration: number; startTime: string; workerIndex: number }
interface PlaywrightSpec { title: string; tests: Array<{ projectName: string; results: PlaywrightResult[] }> }
interface PlaywrightSuite { title: string; file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }

interface Row { file: string; wall: number; inTests: number; tests: number }

const { values } = parseArgs({
  options: { vitest: { type: 'string' }, playwright: { type: 'string' }, top: { type: 'string', default: '30' }, 'write-durations': { type: 'boolean', default: false } },
});
const top = Number(values.top);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function table(title: string, rows: Row[], total: number | null): void {
  rows.sort((a, b) => b.wall - a.wall);
  const sum = rows.reduce((s, r) => s + r.wall, 0);
  const wall = total === null ? '' : `${seconds(total)} s from first start to last end, `;
  console.log(`\n### ${title}: ${rows.length} files, ${rows.reduce((s, r) => s + r.tests, 0)} tests, ${wall}${seconds(sum)} s summed over files`);
  console.log('| file | tests | file time s | in tests s | outside tests s (imports, hooks) | share |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows.slice(0, top)) {
    console.log(`| ${row.file} | ${row.tests} | ${seconds(row.wall)} | ${seconds(row.inTests)} | ${seconds(row.wall - row.inTests)} | ${((100 * row.wall) / sum).toFixed(1)} % |`);
  }
  const rest = rows.slice(top);
  if (rest.length) console.log(`| (${rest.length} more) | ${rest.reduce((s, r) => s + r.tests, 0)} | ${seconds(rest.reduce((s, r) => s + r.wall, 0))} | | | |`);
}

if (values.vitest) {
  const report = JSON.parse(readFileSync(values.vitest, 'utf8')) as FileTiming[];
  for (const project of [...new Set(report.map((row) => row.project))].sort()) {
    const rows = report.filter((row) => row.project === project);
    // A file's time on its worker: importing it (and the server it imports), then its hooks and tests.
    const timed = rows.map((row) => ({ file: row.file, wall: row.collect + row.run, inTests: Math.min(row.inTests, row.run), tests: row.tests }));
    table(`vitest, ${project}`, timed, null);
    const collect = rows.reduce((s, r) => s + r.collect, 0);
    const hooks = rows.reduce((s, r) => s + (r.run - r.inTests), 0);
    console.log(`\n${project}: imports ${seconds(collect)} s, hooks (app start, database copy, close) ${seconds(hooks)} s, tests ${seconds(rows.reduce((s, r) => s + r.inTests, 0))} s, summed over files`);
  }
  if (values['write-durations']) {
    const durations = Object.fromEntries(report.map((row) => [`${row.project}:${row.file}`, row.collect + row.run] as const).sort((a, b) => b[1] - a[1]));
    writeFileSync(new URL('../tests/support/timings/durations.json', import.meta.url), `${JSON.stringify(durations, null, 1)}\n`);
    console.log(`\nwrote tests/support/timings/durations.json (${report.length} files)`);
  }
}

if (values.playwright) {
  const report = JSON.parse(readFileSync(values.playwright, 'utf8')) as { suites: PlaywrightSuite[]; stats: { duration: number } };
  const rows: Row[] = [];
  for (const fileSuite of report.suites) {
    const results: PlaywrightResult[] = [];
    let tests = 0;
    const walk = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? []) for (const t of spec.tests) { tests += 1; results.push(...t.results); }
      for (const inner of suite.suites ?? []) walk(inner);
    };
    walk(fileSuite);
    if (!results.length) continue;
    const starts = results.map((r) => Date.parse(r.startTime));
    const ends = results.map((r) => Date.parse(r.startTime) + r.duration);
    rows.push({ file: fileSuite.file ?? fileSuite.title, wall: Math.max(...ends) - Math.min(...starts), inTests: results.reduce((s, r) => s + r.duration, 0), tests });
  }
  // A Playwright test's duration includes its fixtures (context, page) and hooks; "outside" is the
  // file's span beyond its tests' own time (worker start, beforeAll/afterAll, waiting on the other worker).
  table('Playwright', rows, report.stats.duration);
}
