import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, across both integration projects (issue 28). Two workers finish together
 * when the long files start early and the short ones fill the gaps; run in name order, a long file
 * that starts late leaves one core idle for minutes at the end. The durations are those of a
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
    const estimates = new Map(files.map((spec) => [spec, estimate(spec)]));
    return [...files].sort((a, b) => estimates.get(b)! - estimates.get(a)! || keyOf(a).localeCompare(keyOf(b)));
  }
}
