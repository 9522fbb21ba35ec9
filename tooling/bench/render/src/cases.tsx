// The rendering cases, on @jijin/ui's own components. The only file that knows their props.
import type { ReactElement } from 'react';
import { PercentText, VirtualList } from '@jijin/ui';
import '@jijin/ui/styles.css';
import { candles, followedFunds, navSeries, type FollowedFund } from './data.ts';

/** Every list row carries this attribute with its index; the page counts and scrolls by it. */
export const ROW_ATTR = 'data-bench-row';

export type CaseName = 'list' | 'nav365' | 'nav5000' | 'kline';

interface Case {
  kind: 'list' | 'chart';
  element: () => ReactElement;
}

function FundRow({ fund, index }: { fund: FollowedFund; index: number }) {
  return (
    <div {...{ [ROW_ATTR]: index }} style={ROW_STYLE}>
      <div style={{ minWidth: 0 }}>
        <div style={NAME_STYLE}>{fund.name}</div>
        <div style={CODE_STYLE}>{fund.code}</div>
      </div>
      <div style={{ textAlign: 'right' }}>
        <div>{fund.netValue}</div>
        <PercentText value={fund.percentDay} />
      </div>
    </div>
  );
}

const ROW_STYLE = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '10px 16px',
  borderBottom: '1px solid #eee',
  height: 44,
} as const;
const NAME_STYLE = {
  fontSize: 16,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
const CODE_STYLE = { fontSize: 12, color: '#999' } as const;

export const cases: Record<CaseName, Case> = {
  list: {
    kind: 'list',
    element: () => {
      const funds = followedFunds(10_000);
      return (
        <VirtualList
          items={funds}
          itemKey={(f) => f.code}
          estimateSize={65}
          height="100vh"
          aria-label="自选基金"
          renderItem={(fund, index) => <FundRow fund={fund} index={index} />}
        />
      );
    },
  },
  nav365: { kind: 'chart', element: () => <pre>{navSeries(365).length}</pre> },
  nav5000: { kind: 'chart', element: () => <pre>{navSeries(5000).length}</pre> },
  kline: { kind: 'chart', element: () => <pre>{candles(1250).length}</pre> },
};
