import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** axe-core's source, evaluated in the page: an injected <script> tag would be refused by the app's CSP (script-src 'self'). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One axe violation, as the report lists it. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core in the page (real layout, so colour contrast is computed) and returns the
 * serious and critical violations.
 */
export async function seriousAxeViolations(
  page: Page,
  options: { skipRules?: string[] } = {},
): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  if (!(await page.evaluate(() => 'axe' in window)))
    throw new Error('axe-core did not load in the page');
  return page.evaluate(async (skip) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { html: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => n.html.slice(0, 200)),
      }));
  }, options.skipRules ?? []);
}

/**
 * The elder (large-font, 适老化) mode still fits 375 px and passes axe: switches the page to it,
 * checks that nothing scrolls sideways and that axe finds no serious violation, saves a full-page
 * screenshot at `shot`, and switches back.
 */
export async function fitsInLargeFont(page: Page, shot: string): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-jj-font', 'large'));
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await page.screenshot({ path: shot, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.evaluate(() => document.documentElement.removeAttribute('data-jj-font'));
}
