import { describe, expect, it } from 'vitest';
import { ID_CARD_PROVINCE_CODES, checkIdCard } from '@jijin/core';
import { readSeed } from '../db/seed';

describe("core's ID-card province codes and the seeded regions (spec 000 §5)", () => {
  it('core accepts exactly the seeded provinces plus the 81/82/83 residence permits', () => {
    const seeded = readSeed().regions.map((r: { code: string }) => r.code);
    expect([...ID_CARD_PROVINCE_CODES].sort()).toEqual([...seeded, '81', '82', '83'].sort());
  });

  it('core refuses a province code the regions do not have', () => {
    expect(checkIdCard('160105800101001').ok).toBe(false);
  });
});
