import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered container (or the whole document for portals) and fails the test
 * on any violation, listing rule ids, help text and the offending nodes.
 */
export async function expectNoAxeViolations(
  root: Element | Document = document.body,
): Promise<void> {
  const results = await axe.run(root as HTMLElement, {
    resultTypes: ['violations'],
    rules: {
      // jsdom has no layout, so contrast cannot be computed; region is a page-level rule.
      'color-contrast': { enabled: false },
      region: { enabled: false },
    },
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
