import { NETVALUE_CHART_POINTS } from '../constants';
import { PercentText } from '@jijin/ui';
import { NetValueChart, type NetValuePeriod } from '@jijin/ui/charts';
import { useMemo, useState } from 'react';
import { LoadState } from '../../shared/load-state';
import {
  useGetPortfolioNetValueDailyChartQuery,
  useGetPortfolioNetValueHistoryQuery,
} from '../../portfolios/api';
import { NAV_LINES, periodPoints } from '../../portfolios/chart-period';
import { Section, blocks as s } from '../../shared/blocks';

/**
 * The net-value chart against CSI 300 for the spec's periods (近1月 … 成立以来): the last 365
 * points of the net-value history (spec 001 §9) for the periods within them, the whole series for
 * 成立以来; both rebased to the period's first day.
 */
export function NavChart({ id, name }: { id: number; name: string }) {
  const [period, setPeriod] = useState<NetValuePeriod>('y');
  const recent = useGetPortfolioNetValueHistoryQuery(
    { id, page: 1, page_size: NETVALUE_CHART_POINTS, types: NAV_LINES },
    { skip: period === 'start' },
  );
  const all = useGetPortfolioNetValueDailyChartQuery(
    { id, types: NAV_LINES },
    { skip: period !== 'start' },
  );
  const source = period === 'start' ? all : recent;
  const points = useMemo(() => {
    if (period === 'start') return periodPoints(all.data ?? [], 'start');
    const rows = [...(recent.data?.results ?? [])].reverse();
    return periodPoints(rows, period);
  }, [period, all.data, recent.data]);
  const last = points[points.length - 1];
  return (
    <Section title="业绩走势">
      <LoadState query={source}>
        <NetValueChart
          points={points}
          period={period}
          onPeriodChange={setPeriod}
          names={{ main: name, track: '沪深300' }}
          animation={false}
          data-testid="portfolio-chart"
        />
        {last && (
          <p className={s.muted} data-testid="portfolio-chart-legend">
            {name} <PercentText value={last.percentage_begin} />· 沪深300{' '}
            <PercentText value={last.percent_track ?? null} /> · {points[0]!.date} ~ {last.date}
          </p>
        )}
      </LoadState>
    </Section>
  );
}
