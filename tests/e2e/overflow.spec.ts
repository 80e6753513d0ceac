import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES } from '../../shared/page-routes';
import { loadCatalogue } from './support/catalogue';

// No page scrolls sideways at any common width (issue 10 defect 2). The routes come from the shared
// route table, which the type-check ties to client/routes, so a new page is measured as soon as it
// exists. One browser context per width; its one page visits every route.

const WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1920];

// Each width is its own test; the two workers share them.
test.describe.configure({ mode: 'parallel' });

let params: Record<string, string> = {};
test.beforeAll(async ({ request }) => {
  const catalogue = await loadCatalogue(request);
  const product = catalogue.products.find((candidate) => candidate.variants.length > 0 && candidate.images.length > 1) ?? catalogue.products[0]!;
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

for (const width of WIDTHS) {
  test(`no route overflows horizontally at ${width}px`, async ({ browser, baseURL }) => {
    // About sixty page loads: ~20 s on a quiet machine, several times that on a busy one.
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const failures: string[] = [];
    for (const route of PAGE_ROUTES) {
      const path = pathOf(route);
      await page.goto(path);
      await expect(page.locator('main [data-testid^="page-"]').first()).toBeVisible();
      await page.locator('html[data-app-live]').waitFor({ state: 'attached' });
      const { excess, culprits } = await overflowOf(page);
      if (excess > 0) failures.push(`${path}: ${excess}px too wide\n    ${culprits.join('\n    ')}`);
    }
    await context.close();
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
