import { EmptyState } from '@jijin/ui';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { FundsToDiagnose } from '../../diagnosis/components/fund-list';
import { QueryState } from '../../shared/query-state';
import { fundSearchArgs, useSearchSymbolsQuery } from '../../shared/api';
import s from './diagnosis-screens.module.css';

/** /symbols/funds/diagnosis/search?q=: funds matching the code, name or initials, to diagnose. */
export function DiagnosisSearchScreen() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useSearchSymbolsQuery(fundSearchArgs(q), { skip: !q });
  return (
    <Page title="选择要诊断的基金">
      <section className={s.card}>
        {!q ? (
          <EmptyState title="请输入基金代码或名称" />
        ) : (
          <QueryState query={query}>
            {(r) =>
              r.results.length ? (
                <FundsToDiagnose label="搜索结果" funds={r.results} flush />
              ) : (
                <EmptyState title={`没有找到“${q}”`} />
              )
            }
          </QueryState>
        )}
      </section>
    </Page>
  );
}

export default DiagnosisSearchScreen;
