import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { Kv, Note, Section } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import { QueryState } from '../../shared/query-state';
import { useGetQuantIndustryQuery } from '../api';
import s from '../components/quant.module.css';

/**
 * /quant/industry_recommend/{id}/ (spec 001 §7 Quant industry_recommend/{id}/): one industry's
 * score and figures with their dates and its largest stocks (snapshot close, dated).
 */
export function IndustryScreen() {
  const id = Number(useParams().id);
  const q = useGetQuantIndustryQuery({ id });
  return (
    <Page title={q.data?.name ?? '行业详情'}>
      <QueryState query={q}>
        {(x) => (
          <>
            <Section title={x.name}>
              <Kv
                items={[
                  ['排名', x.rank ? `第${x.rank}名` : '不参与排名'],
                  ['综合分', x.score?.toFixed(1) ?? '--'],
                  ['市净率中位数', x.pb_median?.toFixed(2) ?? '--'],
                  ['市盈率中位数', x.pe_median?.toFixed(2) ?? '--'],
                  ['基金前十大重仓次数', `${x.fund_holdings_count ?? 0}次`],
                  ['股票数', `${x.stocks_count ?? 0}只`],
                ]}
              />
              <p className={s.meta}>
                估值数据 {x.valuation_date ?? '--'} 收盘 · 基金持仓 {x.report_date ?? '--'} 报告期
              </p>
            </Section>
            <Section title="行业内市值最大的股票">
              {(x.symbols ?? []).length === 0 ? (
                <EmptyState description="暂无股票数据" />
              ) : (
                <ListRows label="行业股票" flush>
                  {(x.symbols ?? []).map((st) => (
                    <ListRowLink
                      key={st.symbol}
                      to={appPaths.stockDetail(st.symbol)}
                      title={st.abbr_name}
                      description={st.symbol}
                      extra={<>收盘 {st.price ?? '--'}</>}
                    />
                  ))}
                </ListRows>
              )}
            </Section>
            {x.method && <Note>排名方法：{x.method}</Note>}
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default IndustryScreen;
