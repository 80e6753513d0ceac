import { expect, type Page, type Response } from '@playwright/test';

// The Content-Security-Policy (docs/decisions/025) as the end-to-end specs check it: the policy on a
// document's response, and every violation a page reports. content-security-policy.spec.ts and the
// storefront's sweep (overflow.spec.ts, which loads every route once) use these.

export interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every `securitypolicyviolation` event of every document the page opens, and every CSP
 * message on the console, for the test to read at the end.
 */
export async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, violation: Omit<Violation, 'page'>) => {
    violations.push({ page: frame.url(), ...violation });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber} ${event.sample}` });
    }, true);
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push({ page: page.url(), directive: 'console', blocked: '', source: message.text() });
  });
  return violations;
}

/** The document's response carries the policy: no framing, no plugins, scripts from the shop. */
export function expectPolicyOn(response: Pick<Response, 'headers'> | null, path: string): void {
  expect(response, path).not.toBeNull();
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy, `${path}: Content-Security-Policy`).toContain("frame-ancestors 'none'");
  expect(policy, path).toContain("object-src 'none'");
  expect(policy, path).toMatch(/script-src 'self'/);
}

