import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SEED_STAFF_ACCOUNTS, type SeedAccount } from '../../../server/seed/accounts';

/** A seeded account by role (server/seed/accounts.ts). */
export function seededAccount(role: SeedAccount['role']): SeedAccount {
  return SEED_STAFF_ACCOUNTS.find((account) => account.role === role)!;
}

/** Signs the page's browser context in through the auth API (the sign-in form has its own spec). */
export async function signInAs(page: Page, role: SeedAccount['role']): Promise<void> {
  const account = seededAccount(role);
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(response.status()).toBe(200);
}

/** axe on the page as it is: no serious or critical violation (minor ones are printed). */
export async function expectNoSeriousAxeViolations(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = (list: typeof results.violations) =>
    list.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')}`).join('\n')}`).join('\n');
  const minor = results.violations.filter((violation) => !blocking.includes(violation));
  if (minor.length > 0) console.log(`[${name}] non-blocking:\n${report(minor)}`);
  expect(blocking, report(blocking)).toEqual([]);
}

/** How far the page scrolls sideways (0 when it fits its viewport). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
