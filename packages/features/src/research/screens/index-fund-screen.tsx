import { EmptyState } from '@jijin/ui';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListFundsQuery } from '../../research/api';
import { FundRows } from '../../research/components/fund-rows';
import s from '../../research/components/research.module.css';

/** Type aliases of the AI links (spec 001 §2: fund_type=zs is index funds). */
const FUND_TYPE: Record<string, string> = {
  zs: '303',
  gp: '300',
  hh: '301',
  zq: '302',
  qdii: '305',
};
const SORTS = ['-percent_year', 'percent_year', '-percent_month', '-percent_day'];

/** /symbols/funds/index_fund/?fund_type=zs&sort=-percent_year — index funds, sorted. */
export function IndexFundScreen() {
  const [params, setParams] = useSearchParams();
  const sort = SORTS.includes(params.get('sort') ?? '') ? params.get('sort')! : '-percent_year';
  const type = FUND_TYPE[params.get('fund_type') ?? 'zs'] ?? '303';
  const q = useListFundsQuery({ type, sort, page: 1, page_size: 50 });
  return (
    <Page title="指数基金">
      <section className={s.card}>
        <label className={s.field}>
          排序
          <select
            value={sort}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              next.set('sort', e.target.value);
              setParams(next, { replace: true });
            }}
          >
            <option value="-percent_year">近1年收益从高到低</option>
            <option value="percent_year">近1年收益从低到高</option>
            <option value="-percent_month">近1月收益从高到低</option>
            <option value="-percent_day">日涨跌从高到低</option>
          </select>
        </label>
        <QueryState query={q}>
          {(p) =>
            p.results.length ? <FundRows funds={p.results} label="指数基金" /> : <EmptyState />
          }
        </QueryState>
      </section>
    </Page>
  );
}

export default IndexFundScreen;
