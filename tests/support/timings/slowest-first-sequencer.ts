import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, one project after the other (issue 28). Two workers finish together when the
 * long files start early and the short ones fill the gaps; run in name order, a long file that starts
 * late leaves one core idle for minutes at the end. The projects are not interleaved: vitest keeps a
 * worker's module graph (`isolate: false`) only while the next file in the queue is of the same
 * project, and otherwise starts a new worker that imports the server again (about 1.8 s a file, and
 * PGlite's WASM). The project with the most time goes first, so the other's short files end the run.
 * The durations are those of a
 * measured run (`tests/support/timings/durations.json`, refreshed by
 * `npx tsx bench/test-timings.ts --vitest <report> --write-durations`); a file not measured yet is
 * estimated from its size at the measured files' median time per byte.
 */
const DURATIONS_FILE = new URL('./durations.json', import.meta.url);

function measuredDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = measuredDurations();
    const root = this.ctx.config.root;
    const keyOf = (spec: TestSpecification) => `${spec.project.name}:${relative(root, spec.moduleId)}`;
    const sizeOf = (spec: TestSpecification) => statSync(spec.moduleId).size;
    const perByte = files
      .filter((spec) => durations[keyOf(spec)] !== undefined)
      .map((spec) => durations[keyOf(spec)]! / Math.max(1, sizeOf(spec)))
      .sort((a, b) => a - b);
    const medianPerByte = perByte.length ? perByte[Math.floor(perByte.length / 2)]! : 1;
    const estimate = (spec: TestSpecification) => durations[keyOf(spec)] ?? sizeOf(spec) * medianPerByte;
    return slowestFirst(files, { projectOf: (spec) => spec.project.name, estimateOf: estimate, keyOf });
  }
}

/** The order: projects by their summed estimate, most first; in each, files by estimate, most first. */
export function slowestFirst<T>(files: readonly T[], by: { projectOf: (file: T) => string; estimateOf: (file: T) => number; keyOf: (file: T) => string }): T[] {
  const estimates = new Map(files.map((file) => [file, by.estimateOf(file)]));
  const projectTotals = new Map<string, number>();
  for (const file of files) projectTotals.set(by.projectOf(file), (projectTotals.get(by.projectOf(file)) ?? 0) + estimates.get(file)!);
  return [...files].sort(
    (a, b) =>
      projectTotals.get(by.projectOf(b))! - projectTotals.get(by.projectOf(a))! ||
      by.projectOf(a).localeCompare(by.projectOf(b)) ||
      estimates.get(b)! - estimates.get(a)! ||
      by.keyOf(a).localeCompare(by.keyOf(b)),
  );
}
