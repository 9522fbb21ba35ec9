import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { Page } from '../../app/page';
import { Note, Section } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import { QueryState } from '../../shared/query-state';
import { useListQuantIndustriesQuery } from '../api';
import s from '../components/quant.module.css';

/**
 * /quant/industry_recommend/ (spec 001 §7 Quant industry_recommend): Shenwan level-1 industries
 * ranked by the sandbox's documented rule (valuation and fund attention), with their dates.
 */
export function IndustriesScreen() {
  const q = useListQuantIndustriesQuery();
  return (
    <Page title="行业推荐">
      <QueryState query={q}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="暂无行业推荐" description="缺少股票估值数据" />
          ) : (
            <>
              <Section label="行业排名">
                <ListRows label="行业排名" flush>
                  {list.map((x) => (
                    <ListRowLink
                      key={x.id}
                      to={appPaths.quantIndustry(x.id)}
                      title={x.rank ? `${x.rank}. ${x.name}` : `${x.name}（不参与排名）`}
                      description={
                        <>
                          市净率中位数 {x.pb_median?.toFixed(2) ?? '--'} · 基金重仓{' '}
                          {x.fund_holdings_count ?? 0} 次 · {x.stocks_count ?? 0} 只股票
                        </>
                      }
                      extra={
                        <>
                          <span className={s.value}>{x.score?.toFixed(1) ?? '--'}</span>
                          <span className={s.meta}>综合分</span>
                        </>
                      }
                    />
                  ))}
                </ListRows>
              </Section>
              {list[0]?.method && <Note>排名方法：{list[0].method}</Note>}
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

export default IndustriesScreen;
