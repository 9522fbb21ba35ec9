import { PAGE_SIZE } from '@jijin/core/constants';
import { EmptyState } from '@jijin/ui';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListRecommendedFundsQuery } from '../../research/api';
import { FundRows } from '../../research/components/fund-rows';
import s from '../../research/components/research.module.css';

/** /symbols/funds/recommend/ — the sandbox's recommended funds (GET /symbols/funds/recommend/). */
export function RecommendScreen() {
  const q = useListRecommendedFundsQuery({ page_size: PAGE_SIZE });
  return (
    <Page title="推荐基金">
      <section className={s.card}>
        <QueryState query={q}>
          {(p) =>
            p.results.length ? <FundRows funds={p.results} label="推荐基金" /> : <EmptyState />
          }
        </QueryState>
      </section>
    </Page>
  );
}

export default RecommendScreen;
