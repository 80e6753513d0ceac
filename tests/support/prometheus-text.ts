/** One sample of Prometheus' text format: its labels and value. */
export interface Sample {
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** Every sample of the metric `name` in a scrape's text. */
export function samplesOf(text: string, name: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = SAMPLE_LINE.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!;
    samples.push({ labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = samplesOf(text, name).filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  if (matching.length > 1) throw new Error(`${matching.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return matching[0]?.value;
}
