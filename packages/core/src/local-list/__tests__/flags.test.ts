import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../ports/storage';
import { firstGuideFlag, guestDiagnosisCounter } from '../flags';

describe('guest free diagnoses (001 §4, §9)', () => {
  it('increments until 3, then asks to log in (001 §4)', () => {
    const storage = createMemoryStorage();
    const c = guestDiagnosisCounter(storage);
    expect([c.record(), c.record(), c.record()]).toEqual(['ok', 'ok', 'ok']);
    expect(c.used()).toBe(3);
    expect(c.canDiagnose()).toBe(false);
    expect(c.record()).toBe('login-required');
    expect(guestDiagnosisCounter(storage).used()).toBe(3);
    c.reset();
    expect(c.canDiagnose()).toBe(true);
  });

  it('reads a corrupt counter as 0 (001 §4)', () => {
    expect(guestDiagnosisCounter(createMemoryStorage({ 'ls.guest_diagnoses': 'x' })).used()).toBe(
      0,
    );
  });
});

describe('first-guide overlay (000 §2)', () => {
  it('shows once and stores a flag after the click (000 §2)', () => {
    const storage = createMemoryStorage();
    const g = firstGuideFlag(storage);
    expect(g.shouldShow()).toBe(true);
    g.markSeen();
    expect(firstGuideFlag(storage).shouldShow()).toBe(false);
  });
});
