import { describe, expect, it } from 'vitest';
import { slowestFirst } from './slowest-first-sequencer';

interface File {
  project: string;
  name: string;
  ms: number;
}
const order = (files: File[]) =>
  slowestFirst(files, { projectOf: (file) => file.project, estimateOf: (file) => file.ms, keyOf: (file) => `${file.project}:${file.name}` }).map((file) => `${file.project}:${file.name}`);

describe('the integration files’ order', () => {
  it('runs one project’s files together, the project with the most time first, each longest first', () => {
    const files: File[] = [
      { project: 'postgres', name: 'probe', ms: 90 },
      { project: 'pglite', name: 'probe', ms: 120 },
      { project: 'postgres', name: 'short', ms: 1 },
      { project: 'pglite', name: 'short', ms: 2 },
      { project: 'pglite', name: 'middle', ms: 30 },
      { project: 'postgres', name: 'instances', ms: 40 },
    ];
    // Interleaved, each switch of project would start a new worker (vitest keeps one only for the same project).
    expect(order(files)).toEqual(['pglite:probe', 'pglite:middle', 'pglite:short', 'postgres:probe', 'postgres:instances', 'postgres:short']);
  });

  it('breaks ties by name, so the order is the same on every run', () => {
    const files: File[] = [
      { project: 'b', name: 'y', ms: 5 },
      { project: 'a', name: 'z', ms: 5 },
      { project: 'b', name: 'x', ms: 5 },
      { project: 'a', name: 'w', ms: 5 },
    ];
    expect(order(files)).toEqual(['a:w', 'a:z', 'b:x', 'b:y']);
  });
});
