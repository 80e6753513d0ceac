import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES } from '../../shared/page-routes';
import { loadCatalogue } from './support/catalogue';
import { expectPolicyOn, recordViolations } from './support/csp';

// The storefront's sweep of every route as a visitor, each page loaded once for everything checked on
// it (issue 28):
// - no page scrolls sideways at any common width (issue 10 defect 2), measured at every width,
//   narrowest first, as a window being resized (a tablet turned, a browser window dragged) re-lays it out;
// - the document carries the Content-Security-Policy and nothing on the page violates it
//   (docs/decisions/025; the signed-in pages, the checkout and the back office are in
//   content-security-policy.spec.ts).
// The routes come from the shared route table, which the type-check ties to client/routes, so a new
// page is checked as soon as it exists; they are shared out between a few tests so the two workers
// split them.

const WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1920];
const GROUPS = 4;

test.describe.configure({ mode: 'parallel' });

let params: Record<string, string> = {};
test.beforeAll(async ({ request }) => {
  const catalogue = await loadCatalogue(request);
  const product = catalogue.products.find((candidate) => candidate.variants.length > 0 && candidate.pictures.length > 1) ?? catalogue.products[0]!;
  const brand = catalogue.brands.find((candidate) => candidate.isActive)!;
  params = { id: product.id, slug: brand.slug, orderId: '00000000-0000-4000-8000-000000000000' };
});

/** A route of the table as a visitable path: each `$param` filled with a real or a made-up value. */
function pathOf(route: string): string {
  return route.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `sample-${name}`));
}

/** How far the page is wider than its viewport, and the widest elements that stick out. */
async function overflowOf(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (excess > 0) {
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.right > root.clientWidth + 0.5 && culprits.length < 5) {
          culprits.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')} right=${Math.round(box.right)}`);
        }
      }
    }
    return { excess, culprits };
  });
}

/** Resizes the window and waits until the page has been laid out again at that width. */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

for (let group = 0; group < GROUPS; group += 1) {
  const routes = PAGE_ROUTES.filter((_, index) => index % GROUPS === group);
  test(`every route, as a visitor: the Content-Security-Policy without a violation, and no sideways scroll at ${WIDTHS.join(', ')}px (routes ${group + 1} of ${GROUPS})`, async ({ browser, baseURL }) => {
    // About fifteen page loads, each measured seven times: under a minute on a quiet machine.
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL, viewport: { width: WIDTHS[0]!, height: 900 } });
    const page = await context.newPage();
    const violations = await recordViolations(page);
    const failures: string[] = [];
    for (const route of routes) {
      const path = pathOf(route);
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      expectPolicyOn(await page.goto(path), path);
      await expect(page.locator('main [data-testid^="page-"]').first()).toBeVisible();
      await page.locator('html[data-app-live]').waitFor({ state: 'attached' });
      for (const width of WIDTHS) {
        await resizeTo(page, width);
        const { excess, culprits } = await overflowOf(page);
        if (excess > 0) failures.push(`${path} at ${width}px: ${excess}px too wide\n    ${culprits.join('\n    ')}`);
      }
    }
    // The last page again, asked for anew rather than by the app: the server's markup with its inline scripts.
    await page.reload();
    await page.locator('html[data-app-live]').waitFor({ state: 'attached' });
    await context.close();
    expect(failures, failures.join('\n')).toEqual([]);
    expect(violations).toEqual([]);
  });
}
