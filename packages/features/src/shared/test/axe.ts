import { expectNoAxeViolations } from '@jijin/ui/test-support';

/** Fails on any serious or critical axe violation (see `expectNoAxeViolations`). */
export function expectNoSeriousAxeViolations(
  root: Element | Document = document.body,
): Promise<void> {
  return expectNoAxeViolations(root, { minImpact: 'serious' });
}
