import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from '../use-debounced';

// Core's constants replaced by values no screen could have typed itself: a screen that repeats
// the spec's number instead of importing core's constant fails here.
vi.mock('@jijin/core/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@jijin/core/constants')>()),
  BUTTON_BINDING_DELAY_MS: 41,
}));

afterEach(() => vi.useRealTimers());

describe('shared hooks take the business constants from core (spec 000 §9)', () => {
  it('spec 000 §9 button binding delay: useDebounced settles after core BUTTON_BINDING_DELAY_MS by default', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebounced(v), {
      initialProps: { v: 'a' },
    });
    rerender({ v: 'b' });
    act(() => vi.advanceTimersByTime(41));
    expect(result.current).toBe('b');
  });
});
