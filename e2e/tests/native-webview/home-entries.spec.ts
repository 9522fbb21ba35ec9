import { expect, test } from '../../support/fixtures';
import { HOME_ENTRIES, guestTapsHomeEntry } from '../../support/area-entries';
import { installFakeNativeHost } from '../../support/hosts/native-host';
import { UA } from '../../support/hosts/user-agents';

/** In the fund app's web-view a guest reaches every area from home; login is the app's. */
test.use({ userAgent: UA.fundIos530 });

for (const entry of HOME_ENTRIES) {
  test(`in the fund app a guest taps ${entry.label} on home and reaches its first screen`, async ({
    page,
  }) => {
    const host = await installFakeNativeHost(page);
    // Behind login: the app is asked to log in, with the area as next.
    await guestTapsHomeEntry(page, entry, async (next) => {
      await expect.poll(() => host.calls('login').length).toBe(1);
      expect(host.calls('login')[0]!.params.next).toBe(next);
    });
  });
}
