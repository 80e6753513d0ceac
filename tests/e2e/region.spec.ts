import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REGION } from '../../shared/texts';

/** SPEC §9: the region dialog takes 300 ms to close. */
const DIALOG_CLOSE_MS = 300;
/** SPEC §9: the region prompt waits a second after load. */
const PROMPT_DELAY_MS = 1000;

// Regions (SPEC §2.10, §4, §9; DECISIONS "Regions") in Chromium. The e2e server runs with
// REGION_DOMAIN_US=us.localhost and REGION_DOMAIN_UK=uk.localhost (Chromium resolves *.localhost
// to 127.0.0.1), and the two IP look-ups point at its fakes, whose answers each test sets.

interface FakeAnswer {
  countryCode: string | null;
  delayMs?: number;
}

function hostUrl(host: 'us.localhost' | 'uk.localhost' | 'localhost', path: string): string {
  const port = new URL(test.info().project.use.baseURL!).port;
  return `http://${host}:${port}${path}`;
}

async function setIpAnswers(request: APIRequestContext, primary: FakeAnswer, fallback: FakeAnswer): Promise<void> {
  const response = await request.post('/__e2e/ip/state', { data: { primary, fallback } });
  expect(response.ok()).toBe(true);
}

async function ipHits(request: APIRequestContext): Promise<{ primary: number; fallback: number }> {
  return (await (await request.get('/__e2e/ip/hits')).json()) as { primary: number; fallback: number };
}

function regionDialog(page: Page) {
  return page.getByRole('dialog', { name: REGION.dialogTitle });
}

/**
 * The prompt waits 1 s after load, then decides from the region configuration and (unless a manual
 * choice or this session's flag says not to) the IP look-up. After `navigate`, the configuration has
 * arrived, the page's clock (installed for every test) is run past the wait, and the look-up that
 * decides (`answeredBy`; null: none is made) has answered the page: every way the prompt could open
 * has run, and none did.
 */
async function expectNoPromptAfter(page: Page, navigate: () => Promise<unknown>, options: { answeredBy: 'primary' | 'fallback' | null }): Promise<void> {
  const configured = page.waitForResponse((response) => response.url().endsWith('/api/region/config'));
  const { answeredBy } = options;
  const answered = answeredBy ? page.waitForResponse((response) => response.url().endsWith(`/__e2e/ip/${answeredBy}`)) : null;
  await navigate();
  await configured;
  await page.clock.runFor(PROMPT_DELAY_MS);
  if (answered) await answered;
  await expect(regionDialog(page)).toHaveCount(0);
}

test.describe('region prompt (SPEC §4)', () => {
  // The prompt's 1 s wait runs on the page's clock, which a test can run forward (expectNoPromptAfter).
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('a UK visitor on the US site is asked once per session; Stay closes it', async ({ page, request }) => {
    await setIpAnswers(request, { countryCode: 'GB' }, { countryCode: 'GB' });
    await page.goto(hostUrl('us.localhost', '/about'));
    const dialog = regionDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText('differs from the current site');
    await expect(dialog).toContainText(REGION.countries.UK);
    const stay = dialog.getByRole('button', { name: `Stay on ${REGION.countries.US}` });
    await expect(stay).toBeFocused();
    await expect(dialog.getByRole('button', { name: `Switch to ${REGION.countries.UK}` })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('toy-shop:country'), localStorage.getItem('toy-shop:country-source')])).toEqual(['US', 'domain']);

    // The close animation runs (300 ms), then the dialog is gone; the site stays. The page records
    // each change of the dialog itself, so a busy machine cannot make the check miss the window.
    await page.evaluate(() => {
      const log: Array<{ state: string; at: number }> = [];
      (window as unknown as { __regionDialogLog: typeof log }).__regionDialogLog = log;
      const stateNow = () => {
        const element = document.querySelector('[role="dialog"]');
        return element ? (element.getAttribute('data-state') ?? '') : 'gone';
      };
      // Only changes are logged: other mutations while it is still open (the page re-rendering
      // around it) are not a change of the dialog's state.
      let last = stateNow();
      const observer = new MutationObserver(() => {
        const state = stateNow();
        if (state !== last) log.push({ state, at: performance.now() });
        last = state;
        if (state === 'gone') observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    });
    await stay.click();
    await expect(dialog).toHaveCount(0);
    const closeLog = await page.evaluate(() => (window as unknown as { __regionDialogLog: Array<{ state: string; at: number }> }).__regionDialogLog);
    expect(closeLog.map((entry) => entry.state)).toEqual(['closing', 'gone']);
    expect(closeLog[1]!.at - closeLog[0]!.at).toBeGreaterThanOrEqual(DIALOG_CLOSE_MS - 5);
    await expect(page).toHaveURL(hostUrl('us.localhost', '/about'));

    // Same session: not asked again, not even looked up.
    await setIpAnswers(request, { countryCode: 'GB' }, { countryCode: 'GB' });
    await expectNoPromptAfter(page, () => page.reload(), { answeredBy: null });
    expect(await ipHits(request)).toEqual({ primary: 0, fallback: 0 });
  });

  test('Switch goes to the other regional domain on the same page, and the country follows', async ({ page, request }) => {
    await setIpAnswers(request, { countryCode: 'GB' }, { countryCode: 'GB' });
    await page.goto(hostUrl('us.localhost', '/shop?search=a'));
    await expect(page.getByTestId('product-card').first()).toContainText('$');
    // GB on the UK site: nothing to ask (the UK site's session looks the visitor up, and stays quiet).
    await expectNoPromptAfter(
      page,
      async () => {
        await regionDialog(page).getByRole('button', { name: `Switch to ${REGION.countries.UK}` }).click();
        await expect(page).toHaveURL(hostUrl('uk.localhost', '/shop?search=a'));
      },
      { answeredBy: 'primary' },
    );
    await expect(page.getByTestId('product-card').first()).toContainText('£');
    // The server's markup shows £ before the app runs; the app stores the domain's country when it starts.
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('toy-shop:country'), localStorage.getItem('toy-shop:country-source')]))
      .toEqual(['UK', 'domain']);
  });

  test('a US visitor on the UK site is offered the US site', async ({ page, request }) => {
    await setIpAnswers(request, { countryCode: 'DE' }, { countryCode: 'DE' });
    await page.goto(hostUrl('uk.localhost', '/about'));
    const dialog = regionDialog(page);
    await expect(dialog.getByRole('button', { name: `Switch to ${REGION.countries.US}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('skipped after a manual choice, which also outlasts the domain', async ({ page, request }) => {
    await setIpAnswers(request, { countryCode: null }, { countryCode: null });
    await page.goto(hostUrl('us.localhost', '/shop?search=a'));
    await page.getByRole('button', { name: `${REGION.regions.UK}: ${REGION.countries.UK}` }).click();
    await expect(page.getByTestId('product-card').first()).toContainText('£');

    await setIpAnswers(request, { countryCode: 'GB' }, { countryCode: 'GB' });
    await page.evaluate(() => sessionStorage.clear());
    await expectNoPromptAfter(page, () => page.reload(), { answeredBy: null });
    expect(await ipHits(request)).toEqual({ primary: 0, fallback: 0 });
    await expect(page.getByTestId('product-card').first()).toContainText('£');
  });

  test('the primary look-up times out after 3.5 s: the fallback answers', async ({ page, request }) => {
    await setIpAnswers(request, { countryCode: 'US', delayMs: 6000 }, { countryCode: 'GB' });
    const started = Date.now();
    await page.goto(hostUrl('us.localhost', '/about'));
    await expect(regionDialog(page)).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    expect(await ipHits(request)).toEqual({ primary: 1, fallback: 1 });
  });

  test('both look-ups fail: nothing happens', async ({ page, request }) => {
    await setIpAnswers(request, { countryCode: null }, { countryCode: null });
    // The fallback's answer (the last look-up) has reached the page: the prompt has decided.
    await expectNoPromptAfter(page, () => page.goto(hostUrl('us.localhost', '/about')), { answeredBy: 'fallback' });
    expect(await ipHits(request)).toEqual({ primary: 1, fallback: 1 });
  });

  test('on a host that is neither regional domain there is no prompt, and the country is the stored one', async ({ page, request }) => {
    await setIpAnswers(request, { countryCode: 'GB' }, { countryCode: 'GB' });
    await expectNoPromptAfter(page, () => page.goto(hostUrl('localhost', '/shop?search=a')), { answeredBy: null });
    expect(await ipHits(request)).toEqual({ primary: 0, fallback: 0 });
    await expect(page.getByTestId('product-card').first()).toContainText('$');
  });
});
