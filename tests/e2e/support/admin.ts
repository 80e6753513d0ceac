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

/** Fails when the page scrolls sideways, naming the first elements that stick out. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { excess, culprits } = await page.evaluate(() => {
    const root = document.documentElement;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      // What sticks out of a sideways-scrolling box (a wide table) is that box's own scroll, not the page's.
      if (element.parentElement?.closest('.data-table__scroll')) continue;
      const box = element.getBoundingClientRect();
      if (box.right > root.clientWidth + 0.5 && found.length < 5) found.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')} right=${Math.round(box.right)}`);
    }
    return { excess: root.scrollWidth - root.clientWidth, culprits: found };
  });
  expect(excess, culprits.join('\n')).toBe(0);
}
