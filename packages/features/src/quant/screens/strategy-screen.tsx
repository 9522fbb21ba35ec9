import { formatDate } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { ListRows, PercentText } from '@jijin/ui';
import { NetValueChart, type NetValuePeriod } from '@jijin/ui/charts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { ExampleTag, Kv, Note, Section, blocks } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import { QueryState } from '../../shared/query-state';
import { useGetQuantStrategyIndexesQuery, useGetQuantStrategyQuery } from '../api';

/**
 * /quant/strategies/{id}/ (spec 001 §7 Quant strategies/{id}/ and indexes/): an example strategy,
 * its rule, figures and backtest index series against CSI 300 for the spec's periods.
 */
export function StrategyScreen() {
  const id = Number(useParams().id);
  const [period, setPeriod] = useState<NetValuePeriod>('y');
  const q = useGetQuantStrategyQuery({ id });
  const idx = useGetQuantStrategyIndexesQuery({ id, period });
  return (
    <Page title={q.data?.name ?? '策略详情'}>
      <QueryState query={q}>
        {(st) => (
          <>
            <Section label="策略概况">
              <h2 className={blocks.title}>
                {st.name}
                {st.is_example && <ExampleTag />}
              </h2>
              {st.description && <p className={blocks.muted}>{st.description}</p>}
              <Kv
                items={[
                  ['近1年收益', <PercentText key="y" value={st.percent_year ?? null} />],
                  ['回测以来收益', <PercentText key="s" value={st.percent_start ?? null} />],
                  ['最大回撤', `${st.max_drawdown?.toFixed(2) ?? '--'}%`],
                  [
                    '回测区间',
                    `${st.start_date ? formatDate(st.start_date) : '--'} 至 ${st.end_date ? formatDate(st.end_date) : '--'}`,
                  ],
                ]}
              />
            </Section>
            <Section title="策略走势">
              <LoadState query={idx}>
                <NetValueChart
                  points={idx.data ?? []}
                  period={period}
                  onPeriodChange={setPeriod}
                  names={{ main: st.name, track: '沪深300' }}
                  animation={false}
                  data-testid="strategy-chart"
                />
              </LoadState>
            </Section>
            <Section title="交易标的">
              <ListRows label="交易标的" flush>
                {(st.symbols ?? []).map((x) => (
                  <ListRowLink
                    key={x.symbol}
                    to={appPaths.indexDetail(x.symbol)}
                    title={x.abbr_name}
                    description={x.symbol}
                    extra={
                      <>
                        <span>{x.price ?? '--'}</span>
                        <PercentText value={x.percent_day ?? null} />
                      </>
                    }
                  />
                ))}
              </ListRows>
            </Section>
            <Note>回测基于真实指数收盘价，不代表未来表现，不构成投资建议。</Note>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default StrategyScreen;
