import { describe, expect, it } from 'vitest';
import { CARD_REF_TTL_MS, cardNoOfRef, cardRefOf } from '../card-ref';

describe('the card number between the binding steps stays in memory (spec 000 §2; README: bank-card number)', () => {
  it('answers a reference of letters only, which resolves to the number for 10 minutes, then never', () => {
    const t0 = 1_000_000;
    const ref = cardRefOf('6222020000000000017', t0);
    expect(ref).toMatch(/^[a-z]{16}$/);
    expect(cardNoOfRef(ref, t0 + CARD_REF_TTL_MS)).toBe('6222020000000000017');
    expect(cardNoOfRef(ref, t0 + CARD_REF_TTL_MS + 1)).toBe('');
  });

  it('resolves nothing for an unknown reference, a missing one, or a number typed in its place', () => {
    expect(cardNoOfRef(null)).toBe('');
    expect(cardNoOfRef('abcdefghijklmnop')).toBe('');
    expect(cardNoOfRef('6222020000000000017')).toBe('');
  });

  it('gives each check a reference of its own', () => {
    expect(cardRefOf('6222020000000000017')).not.toBe(cardRefOf('6222020000000000017'));
  });
});
