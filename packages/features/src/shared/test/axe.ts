import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on the page and fails on any serious or critical violation, listing rule ids,
 * help text and the offending nodes. jsdom has no layout, so colour contrast is not computed.
 */
export async function expectNoSeriousAxeViolations(
  root: Element | Document = document.body,
): Promise<void> {
  const results = await axe.run(root as HTMLElement, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
