import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The one way the end-to-end specs run axe-core: WCAG 2.1 A and AA and axe's best practices; serious
// and critical findings fail, minor and moderate ones are printed.
//
// How it runs (issue 28, docs/benchmarks.md "The test suite"): `axe.run` in the page itself
// (`setLegacyMode`), reporting nodes for violations only (`resultTypes`). By default the Playwright
// builder runs axe per frame, then opens a new blank page in the context to merge the frames' results,
// with every passing node's selector serialised across; the page and the selectors were most of an
// axe run's time. The rules run are the same. What legacy mode gives up is cross-origin frames, and
// the shop has none: a page that gets one fails here rather than going unchecked.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface AxeFindings {
  /** Serious and critical: these fail. */
  blocking: Violation[];
  /** Minor and moderate: printed. */
  minor: Violation[];
}

/** Each violation's impact, rule, help and first five nodes, one block per violation. */
export function reportOf(list: readonly Violation[]): string {
  return list.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')}`).join('\n')}`).join('\n');
}

/** axe on the page as it is (or on `within` only). */
export async function axeFindings(page: Page, options: { within?: string } = {}): Promise<AxeFindings> {
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().map((frame) => frame.url()).filter((url) => url !== '' && url !== 'about:blank' && !url.startsWith(`${origin}/`) && url !== origin);
  expect(foreign, 'a cross-origin frame, which axe in the page cannot check').toEqual([]);
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(TAGS).setLegacyMode();
  if (options.within) builder.include(options.within);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return { blocking, minor: violations.filter((violation) => !blocking.includes(violation)) };
}

/** No serious or critical violation on the page (or within `within`); minor ones are printed under `name`. */
export async function expectNoSeriousAxeViolations(page: Page, name: string, options: { within?: string } = {}): Promise<void> {
  const { blocking, minor } = await axeFindings(page, options);
  if (minor.length > 0) console.log(`[${name}] non-blocking:\n${reportOf(minor)}`);
  expect(blocking, `${name}\n${reportOf(blocking)}`).toEqual([]);
}
