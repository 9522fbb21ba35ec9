// The rendering cases, on @jijin/ui's own components. The only file that knows their props.
import type { ReactElement } from 'react';
import { PercentText, VirtualList } from '@jijin/ui';
import '@jijin/ui/styles.css';
import { KLineChart, NetValueChart } from '@jijin/ui/charts';
import { candles, followedFunds, navSeries, type FollowedFund, type NavPoint } from './data.ts';

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

/** Points as the API gives them (percent changes since the start, as strings); made before t0. */
function navPoints(n: number) {
  return navSeries(n).map((p: NavPoint) => ({
    date: p.date,
    percentage_begin: ((p.value - 1) * 100).toFixed(2),
    percent_track: ((p.benchmark - 1) * 100).toFixed(2),
  }));
}

function navCase(n: number): Case {
  return {
    kind: 'chart',
    element: () => {
      const points = navPoints(n);
      return (
        <NetValueChart
          points={points}
          period="start"
          onPeriodChange={() => undefined}
          animation={false}
        />
      );
    },
  };
}

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
  // Net-value charts as the fund detail shows them (period tabs, 200 px), animation off.
  nav365: navCase(365),
  nav5000: navCase(5000),
  // 1,250 days of candles and volume; the chart opens on its default window (the last 60 days).
  kline: {
    kind: 'chart',
    element: () => {
      const points = candles(1250);
      return <KLineChart points={points} animation={false} />;
    },
  },
};
