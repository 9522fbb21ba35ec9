/**
 * The shared Playwright fixtures of every e2e spec (import `test` and `expect` from here, not from
 * `@playwright/test`). An automatic fixture watches the browser context's console and fails the
 * test when the page reports a Content-Security-Policy violation (issue 21: the built apps run
 * under a strict CSP, served by `vite preview`; every screen the suites visit is checked).
 */
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** Whether a console message reports a CSP violation (Chromium: "…violates the following Content Security Policy directive…"). */
export function isCspViolation(text: string): boolean {
  return /Content[- ]Security[- ]Policy/i.test(text);
}

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (isCspViolation(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
