/**
 * The shared Playwright fixtures of every e2e spec (import `test` and `expect` from here, not from
 * `@playwright/test`). An automatic fixture watches the browser context's console and fails the
 * test when the page reports a Content-Security-Policy violation (the built apps run
 * under a strict CSP, served by `vite preview`; every screen the suites visit is checked).
 */
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** Whether a console message reports a CSP violation (Chromium: "…violates the following Content Security Policy directive…"). */
export function isCspViolation(text: string): boolean {
  return /Content[- ]Security[- ]Policy/i.test(text);
}

/**
 * A test that posts hostile HTML on purpose declares
 * `test.info().annotations.push({ type: SANITIZER_PARSE_REPORT })`: Chromium then reports the
 * payload's inline event handler while DOMPurify parses it in its inert DOMParser document (the
 * report comes from the sanitizer's chunk; nothing runs — the test asserts that itself). Only
 * that report is excused; every other violation still fails the test.
 */
export const SANITIZER_PARSE_REPORT = 'csp: sanitizer parse report expected';

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (!isCspViolation(message.text())) return;
        const excused =
          testInfo.annotations.some((a) => a.type === SANITIZER_PARSE_REPORT) &&
          /inline event handler/.test(message.text()) &&
          /\/assets\/safe-html-[\w-]+\.js$/.test(message.location().url);
        if (!excused) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
