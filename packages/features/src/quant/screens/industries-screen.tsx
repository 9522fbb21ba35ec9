import { appPaths } from '../../app/routes/index';
import { EmptyState } from '@jijin/ui';
import { Page } from '../../app/page';
import { Note, Row, Section } from '../../shared/blocks';
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
                <ul className={s.list} aria-label="行业排名">
                  {list.map((x) => (
                    <li key={x.id}>
                      <Row
                        to={appPaths.quantIndustry(x.id)}
                        name={x.rank ? `${x.rank}. ${x.name}` : `${x.name}（不参与排名）`}
                        sub={
                          <>
                            市净率中位数 {x.pb_median?.toFixed(2) ?? '--'} · 基金重仓{' '}
                            {x.fund_holdings_count ?? 0} 次 · {x.stocks_count ?? 0} 只股票
                          </>
                        }
                        side={
                          <>
                            <span className={s.value}>{x.score?.toFixed(1) ?? '--'}</span>
                            <div className={s.meta}>综合分</div>
                          </>
                        }
                      />
                    </li>
                  ))}
                </ul>
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
