import axe from 'axe-core';
import { expect } from 'vitest';

/** Options of {@link expectNoAxeViolations}. */
export interface AxeCheckOptions {
  /** Only fail on violations at least this serious. Default: every violation fails. */
  minImpact?: 'minor' | 'moderate' | 'serious' | 'critical';
}

const IMPACT_ORDER = ['minor', 'moderate', 'serious', 'critical'];

/**
 * Runs axe-core on a rendered container (or the whole document, for portals) and fails the test
 * on violations, listing rule ids, impact, help text and the offending nodes. jsdom has no
 * layout, so colour contrast is not computed here (the e2e and Lighthouse runs check it);
 * `region` is a page-level rule.
 */
export async function expectNoAxeViolations(
  root: Element | Document = document.body,
  options: AxeCheckOptions = {},
): Promise<void> {
  const results = await axe.run(root as HTMLElement, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const floor = IMPACT_ORDER.indexOf(options.minImpact ?? 'minor');
  const failing = results.violations.filter(
    (v) => IMPACT_ORDER.indexOf(v.impact ?? 'minor') >= floor,
  );
  const summary = failing.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
