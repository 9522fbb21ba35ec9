// The rendering cases, on @jijin/ui's own components. The only file that knows their props.
import type { ReactElement } from 'react';
import { candles, followedFunds, navSeries } from './data.ts';

/** Every list row carries this attribute with its index; the page counts and scrolls by it. */
export const ROW_ATTR = 'data-bench-row';

export type CaseName = 'list' | 'nav365' | 'nav5000' | 'kline';

interface Case {
  kind: 'list' | 'chart';
  element: () => ReactElement;
}

// TODO(bench): placeholders until @jijin/ui's VirtualList and charts land.
export const cases: Record<CaseName, Case> = {
  list: {
    kind: 'list',
    element: () => {
      const funds = followedFunds(10_000);
      return (
        <div style={{ height: '100%', overflowY: 'auto' }}>
          {funds.slice(0, 20).map((f, i) => (
            <div key={f.code} {...{ [ROW_ATTR]: i }} style={{ height: 56 }}>
              {f.name} {f.code}
            </div>
          ))}
        </div>
      );
    },
  },
  nav365: { kind: 'chart', element: () => <pre>{navSeries(365).length}</pre> },
  nav5000: { kind: 'chart', element: () => <pre>{navSeries(5000).length}</pre> },
  kline: { kind: 'chart', element: () => <pre>{candles(1250).length}</pre> },
};
