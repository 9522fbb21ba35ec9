// The rendering cases, on @jijin/ui's own components. The only file that knows their props.
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { PercentText, VirtualList } from '@jijin/ui';
import '@jijin/ui/styles.css';
import { KLineChart, NetValueChart } from '@jijin/ui/charts';
import { candles, followedFunds, navSeries, type FollowedFund, type NavPoint } from './data.ts';

/** Every list row carries this attribute with its index; the page counts and scrolls by it. */
export const ROW_ATTR = 'data-bench-row';

export type CaseName = 'list' | 'nav365' | 'nav5000' | 'kline' | 'bareList' | 'bareChart';

interface Case {
  kind: 'list' | 'chart';
  /** The list is scrolled after its first render (the floor is not). */
  scroll?: boolean;
  element: () => ReactElement;
}

/** One followed-list row; `percent` is the day's change as the case renders it. */
function Row({ fund, index, percent }: { fund: FollowedFund; index: number; percent: ReactNode }) {
  return (
    <div {...{ [ROW_ATTR]: index }} style={ROW_STYLE}>
      <div style={{ minWidth: 0 }}>
        <div style={NAME_STYLE}>{fund.name}</div>
        <div style={CODE_STYLE}>{fund.code}</div>
      </div>
      <div style={{ textAlign: 'right' }}>
        <div>{fund.netValue}</div>
        {percent}
      </div>
    </div>
  );
}

function FundRow({ fund, index }: { fund: FollowedFund; index: number }) {
  return <Row fund={fund} index={index} percent={<PercentText value={fund.percentDay} />} />;
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

/** The list's floor: the rows a phone screen shows, as plain elements (no ui, no virtualization). */
function BareRows({ funds }: { funds: FollowedFund[] }) {
  return (
    <div>
      {funds.map((fund, index) => (
        <Row
          key={fund.code}
          fund={fund}
          index={index}
          percent={<div>{fund.percentDay.toFixed(2)}%</div>}
        />
      ))}
    </div>
  );
}

/** The charts' floor: a lazily loaded chunk draws the series on a 200 px canvas (no echarts). */
function BareChart({ values }: { values: number[] }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    void import('./bare-chart.ts').then(({ drawLine }) => {
      if (live && ref.current) drawLine(ref.current, values);
    });
    return () => {
      live = false;
    };
  }, [values]);
  return <canvas ref={ref} style={{ display: 'block', width: '100%', height: 200 }} />;
}

/** Rows of the followed list that fit a 667 px screen at the list's row height. */
const SCREEN_ROWS = 11;

export const cases: Record<CaseName, Case> = {
  list: {
    kind: 'list',
    scroll: true,
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
  // The floors the render budgets are also read against, measured in the same run.
  bareList: {
    kind: 'list',
    element: () => <BareRows funds={followedFunds(SCREEN_ROWS)} />,
  },
  bareChart: {
    kind: 'chart',
    element: () => {
      const values = navPoints(365).map((p) => Number(p.percentage_begin));
      return <BareChart values={values} />;
    },
  },
};
