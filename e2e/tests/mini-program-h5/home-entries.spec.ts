import { expect, test } from '../../support/fixtures';
import { HOME_ENTRIES, guestTapsHomeEntry } from '../../support/area-entries';
import { installFakeMiniProgram } from '../../support/hosts/mini-program-host';
import { UA } from '../../support/hosts/user-agents';

/** In the mini-program's web-view a guest reaches every area from home; login is the mini-program's page. */
test.use({ userAgent: UA.miniProgramIos });

for (const entry of HOME_ENTRIES) {
  test(`in the mini-program a guest taps ${entry.label} on home and reaches its first screen`, async ({
    page,
  }) => {
    const mini = await installFakeMiniProgram(page);
    // Behind login: the mini-program's login page, with the area as next.
    await guestTapsHomeEntry(page, entry, async (next) => {
      await expect.poll(() => mini.calls('navigateTo').length).toBe(1);
      expect(mini.calls('navigateTo')[0]!.arg.url).toBe(
        `/pages/login/index?next=${encodeURIComponent(next)}`,
      );
    });
  });
}
