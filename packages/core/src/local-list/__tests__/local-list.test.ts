import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryStorage } from '../../ports/storage';
import { createLocalList, localKey } from '../local-list';
import {
  diagnosisHistory,
  diagnosisList,
  managerCompareList,
  managerFollowList,
  searchHistory,
} from '../lists';

describe('local list core (000 §3, §9)', () => {
  it('stores under the ls prefix as JSON (000 §9)', () => {
    const storage = createMemoryStorage();
    createLocalList<string>(storage, 'x').add('a');
    expect(localKey('x')).toBe('ls.x');
    expect(storage.getItem('ls.x')).toBe('["a"]');
  });

  it('keeps newest first, no duplicates, at most 10 by default (000 §3)', () => {
    const list = createLocalList<number>(createMemoryStorage(), 'n');
    for (let i = 1; i <= 12; i += 1) list.add(i);
    list.add(5);
    expect(list.all()).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    expect(list.has(12)).toBe(true);
    expect(list.remove(12)).toEqual([5, 11, 10, 9, 8, 7, 6, 4, 3]);
    list.clear();
    expect(list.all()).toEqual([]);
  });

  it('reads corrupt or non-array storage as empty (000 §3)', () => {
    expect(createLocalList(createMemoryStorage({ 'ls.a': '{bad' }), 'a').all()).toEqual([]);
    expect(createLocalList(createMemoryStorage({ 'ls.a': '{"x":1}' }), 'a').all()).toEqual([]);
  });

  it('refuses a max that is not a positive integer (000 §3)', () => {
    expect(() => createLocalList(createMemoryStorage(), 'a', { max: 0 })).toThrow(RangeError);
  });

  it('property: after any adds the list is unique, newest first and capped (000 §3)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 15 })),
        fc.integer({ min: 1, max: 12 }),
        (adds, max) => {
          const list = createLocalList<number>(createMemoryStorage(), 'p', { max });
          for (const a of adds) list.add(a);
          const all = list.all();
          expect(new Set(all).size).toBe(all.length);
          expect(all.length).toBeLessThanOrEqual(max);
          if (adds.length > 0) expect(all[0]).toBe(adds[adds.length - 1]);
        },
      ),
    );
  });
});

describe('product local lists (000 §3, 001 §3)', () => {
  it('keeps the manager follow list newest first without duplicates and flags updates (000 §3)', () => {
    const storage = createMemoryStorage();
    const follow = managerFollowList(storage);
    expect(follow.isUpdated()).toBe(false);
    follow.add(1);
    follow.add(2);
    follow.add(1);
    expect(follow.all()).toEqual([1, 2]);
    expect(follow.isUpdated()).toBe(true);
    follow.setUpdated(false);
    expect(follow.isUpdated()).toBe(false);
    expect(follow.remove(2)).toEqual([1]);
    expect(follow.isUpdated()).toBe(true);
    expect(managerFollowList(storage).all()).toEqual([1]);
  });

  it('keeps the manager compare list (000 §3)', () => {
    const compare = managerCompareList(createMemoryStorage(), 3);
    for (const id of ['a', 'b', 'c', 'd']) compare.add(id);
    expect(compare.all()).toEqual(['d', 'c', 'b']);
  });

  it('keeps the diagnosis list by code, the new entry plus 10 older (000 §3, 001 §3)', () => {
    const list = diagnosisList(createMemoryStorage());
    for (let i = 0; i < 15; i += 1) list.add({ code: String(i).padStart(6, '0'), name: `f${i}` });
    list.add({ code: '000010', name: 'again' });
    const all = list.all();
    expect(all).toHaveLength(11);
    expect(all[0]).toEqual({ code: '000010', name: 'again' });
    expect(all.filter((e) => e.code === '000010')).toHaveLength(1);
  });

  it('keeps the diagnosis history by source_fund_symbol (000 §3)', () => {
    const h = diagnosisHistory(createMemoryStorage());
    h.add({ source_fund_symbol: 'A', at: 1 });
    h.add({ source_fund_symbol: 'B', at: 2 });
    h.add({ source_fund_symbol: 'A', at: 3 });
    expect(h.all()).toEqual([
      { source_fund_symbol: 'A', at: 3 },
      { source_fund_symbol: 'B', at: 2 },
    ]);
  });

  it('reads search history back as 9 entries when it holds more than 10 (000 §3)', () => {
    const storage = createMemoryStorage();
    const s = searchHistory(storage);
    for (let i = 1; i <= 10; i += 1) s.add(`q${i}`);
    expect(s.all()).toHaveLength(10);
    const after = s.add('q11');
    expect(after).toHaveLength(9);
    expect(after[0]).toBe('q11');
    expect(JSON.parse(storage.getItem('ls.search_history') as string)).toHaveLength(11);
    expect(s.add('  q11 ')[0]).toBe('q11');
    expect(s.add('   ')).toHaveLength(9);
    expect(s.remove('q11')).toHaveLength(10);
  });
});
