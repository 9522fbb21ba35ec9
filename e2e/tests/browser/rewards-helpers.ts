import { expect, type Page } from '../../support/fixtures';
import { seriousAxeViolations } from '../../support/axe';

/** Reads the characters the sandbox's coupon captcha draws (its SVG is readable on purpose). */
export async function readCaptcha(page: Page): Promise<string> {
  const src = await page.getByRole('img', { name: '图形验证码图片' }).getAttribute('src');
  const svg = Buffer.from(src!.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
  return [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((m) => m[1]).join('');
}

/** No serious or critical axe violation on the page as painted. */
export async function expectNoSeriousAxe(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/**
 * The large-font elder mode (data-jj-font="large") on the current page: nothing scrolls sideways
 * at 375 px and axe still finds nothing serious; a full-page screenshot is saved as `shot`.
 */
export async function expectElderModeFits(page: Page, shot: string): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-jj-font', 'large'));
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    )
    .toBe(true);
  await page.screenshot({ path: shot, fullPage: true });
  await expectNoSeriousAxe(page);
  await page.evaluate(() => document.documentElement.removeAttribute('data-jj-font'));
}
