import { formatDate } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows, PercentText } from '@jijin/ui';
import { Page } from '../../app/page';
import { ExampleTag, Note, Section } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import { QueryState } from '../../shared/query-state';
import { useListQuantStrategiesQuery } from '../api';
import s from '../components/quant.module.css';

/**
 * /quant/strategies/ (spec 001 §2 Quant): the strategies (the example tag when flagged), each with its
 * backtest on real index closes — 1-year return and maximum drawdown.
 */
export function StrategiesScreen() {
  const q = useListQuantStrategiesQuery();
  return (
    <Page title="量化策略">
      <QueryState query={q}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="暂无量化策略" description="缺少指数行情数据，无法回测" />
          ) : (
            <Section label="策略列表">
              <ListRows label="策略列表" flush>
                {list.map((st) => (
                  <ListRowLink
                    key={st.id}
                    to={appPaths.quantStrategy(st.id)}
                    title={
                      <>
                        {st.name}
                        {st.is_example && <ExampleTag />}
                      </>
                    }
                    description={
                      <>
                        最大回撤 {st.max_drawdown?.toFixed(2) ?? '--'}% · 回测 {st.start_date} 至{' '}
                        {st.end_date}
                      </>
                    }
                    extra={
                      <>
                        <PercentText value={st.percent_year ?? null} />
                        <span className={s.meta}>
                          近1年{st.end_date ? `（至${formatDate(st.end_date, 'MM-DD')}）` : ''}
                        </span>
                      </>
                    }
                  />
                ))}
              </ListRows>
            </Section>
          )
        }
      </QueryState>
      <Note>
        净值为按真实指数收盘价的历史回测（月末调仓、不含费用），不代表未来表现，不构成投资建议。
      </Note>
    </Page>
  );
}

export default StrategiesScreen;
