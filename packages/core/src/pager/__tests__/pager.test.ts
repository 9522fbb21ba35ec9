import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bindPage,
  createPager,
  isPagerLoading,
  nextPage,
  pageQuery,
  prevPage,
  requestPage,
} from '../pager';

const page = (current_page: number, total_page: number, results: number[]) => ({
  current_page,
  total_count: total_page * 2,
  total_page,
  results,
});

describe('pager (000 §3-4)', () => {
  it('defaults to page_size 20 and starts before page 1 (000 §3)', () => {
    const p = createPager<number>();
    expect(p).toMatchObject({ page_size: 20, page: 0, total_page: 0, results: [] });
    expect(nextPage(p)).toBe(1);
    expect(pageQuery(p, 1)).toEqual({ page: 1, page_size: 20 });
    expect(() => createPager(0)).toThrow(RangeError);
  });

  it('binds from current_page, total_count, total_page and results (000 §3)', () => {
    const p = bindPage(createPager<number>(), {
      current_page: 1,
      total_count: 3,
      total_page: 2,
      results: [1, 2],
    });
    expect(p).toMatchObject({
      page: 1,
      total_count: 3,
      total_page: 2,
      isLastPage: false,
      results: [1, 2],
    });
  });

  it('replaces the results on page 1 and appends later pages (000 §3)', () => {
    let p = bindPage(createPager<number>(2), page(1, 3, [1, 2]));
    p = bindPage(p, page(2, 3, [3, 4]));
    expect(p.results).toEqual([1, 2, 3, 4]);
    p = bindPage(p, page(1, 3, [9, 8]));
    expect(p.results).toEqual([9, 8]);
    expect(p.page).toBe(1);
  });

  it('refuses previous on page 1 and next on the last page (000 §4)', () => {
    let p = bindPage(createPager<number>(2), page(1, 2, [1, 2]));
    expect(prevPage(p)).toBeNull();
    expect(nextPage(p)).toBe(2);
    p = bindPage(p, page(2, 2, [3]));
    expect(p.isLastPage).toBe(true);
    expect(nextPage(p)).toBeNull();
    expect(prevPage(p)).toBe(1);
    expect(prevPage(createPager())).toBeNull();
  });

  it('is loading when the requested page is one past the last loaded page (000 §4)', () => {
    let p = createPager<number>(2);
    expect(isPagerLoading(p)).toBe(false);
    p = requestPage(p, 1);
    expect(isPagerLoading(p)).toBe(true);
    p = bindPage(p, page(1, 3, [1, 2]));
    expect(isPagerLoading(p)).toBe(false);
    p = requestPage(p, 2);
    expect(isPagerLoading(p)).toBe(true);
    expect(() => requestPage(p, 0)).toThrow(RangeError);
  });

  it('offers no next page while the next page is already loading (000 §4)', () => {
    let p = bindPage(createPager<number>(2), page(1, 3, [1, 2]));
    expect(nextPage(p)).toBe(2);
    p = requestPage(p, 2);
    expect(nextPage(p)).toBeNull();
    p = bindPage(p, page(2, 3, [3, 4]));
    expect(nextPage(p)).toBe(3);
  });

  it('ignores stale, repeated and skipping pages (000 §3)', () => {
    const p1 = bindPage(createPager<number>(2), page(1, 5, [1, 2]));
    expect(bindPage(p1, page(3, 5, [5, 6]))).toBe(p1);
    const p2 = bindPage(p1, page(2, 5, [3, 4]));
    expect(bindPage(p2, page(2, 5, [3, 4]))).toBe(p2);
  });

  it('drops items already held when a key is given (000 §3)', () => {
    const key = (r: { id: number }) => r.id;
    let p = bindPage(
      createPager<{ id: number }>(2),
      { current_page: 1, total_count: 4, total_page: 2, results: [{ id: 1 }, { id: 2 }] },
      key,
    );
    p = bindPage(
      p,
      {
        current_page: 2,
        total_count: 4,
        total_page: 2,
        results: [{ id: 2 }, { id: 3 }, { id: 3 }],
      },
      key,
    );
    expect(p.results.map(key)).toEqual([1, 2, 3]);
  });

  it('property: binding any sequence of responses never skips a page nor holds duplicates (000 §3)', () => {
    const pageSize = 3;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 25 }),
        (total_page, arrivals) => {
          // Page n holds items (n-1)*size .. n*size-1: unique across pages.
          const items = (n: number) =>
            Array.from({ length: pageSize }, (_, i) => (n - 1) * pageSize + i);
          let p = createPager<number>(pageSize);
          for (const n of arrivals) {
            const before = p;
            p = bindPage(p, {
              current_page: n,
              total_count: total_page * pageSize,
              total_page,
              results: items(n),
            });
            if (p !== before) expect(p.page === 1 || p.page === before.page + 1).toBe(true);
            // Results are exactly pages 1..page, in order: nothing skipped, nothing twice.
            expect(p.results).toEqual(Array.from({ length: p.page * pageSize }, (_, i) => i));
            expect(new Set(p.results).size).toBe(p.results.length);
          }
        },
      ),
    );
  });

  it('property: following nextPage until refused loads every page exactly once (000 §3-4)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        (total_page, size) => {
          let p = createPager<string>(size);
          const seen: number[] = [];
          for (let n = nextPage(p); n !== null; n = nextPage(p)) {
            seen.push(n);
            p = requestPage(p, n);
            expect(isPagerLoading(p)).toBe(true);
            p = bindPage(p, {
              current_page: n,
              total_count: total_page * size,
              total_page,
              results: Array.from({ length: size }, (_, i) => `${n}-${i}`),
            });
          }
          expect(seen).toEqual(Array.from({ length: total_page }, (_, i) => i + 1));
          expect(p.results).toHaveLength(total_page * size);
        },
      ),
    );
  });
});
