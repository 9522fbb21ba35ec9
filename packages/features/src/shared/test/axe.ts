import { act } from '@testing-library/react';
import { expectNoAxeViolations as checkAxe } from '@jijin/ui/test-support';

/**
 * Fails the test on any axe violation in the document (contrast and region off: jsdom has no
 * layout), run inside `act` so React work the check triggers settles first.
 */
export async function expectNoAxeViolations(
  root: Element | Document = document.body,
): Promise<void> {
  await act(async () => {
    await checkAxe(root);
  });
}

/** Fails on any serious or critical axe violation (see `expectNoAxeViolations`). */
export function expectNoSeriousAxeViolations(
  root: Element | Document = document.body,
): Promise<void> {
  return checkAxe(root, { minImpact: 'serious' });
}
