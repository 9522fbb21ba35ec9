import { describe, expect, it, vi } from 'vitest';
import { createUnauthorizedHook } from '../unauthorized';
import { errorForStatus } from '../api-error';

// Core's login-redirect constant replaced by a value the hook could not have typed itself.
vi.mock('../../constants/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../constants/constants')>()),
  LOGIN_REDIRECT_MS: 1_234,
}));

describe('the 401 redirect delay (spec 000 §2, §9 Login redirect)', () => {
  it('spec 000 §9: the hook waits core LOGIN_REDIRECT_MS before going to login', () => {
    const setTimer = vi.fn();
    const hook = createUnauthorizedHook({
      bridge: { login: vi.fn(async () => null), loginInPlace: false },
      currentPath: () => '/',
      notify: () => {},
      setTimer,
    });
    hook(errorForStatus(401));
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 1_234);
  });
});
