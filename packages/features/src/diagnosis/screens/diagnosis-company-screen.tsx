import { EmptyState } from '@jijin/ui';
import { useState } from 'react';
import { Page } from '../../app/page';
import { FundsToDiagnose } from '../../diagnosis/components/fund-list';
import { QueryState } from '../../shared/query-state';
import { DIAGNOSIS_LIST_PAGE_SIZE, useListFundsQuery } from '../../diagnosis/api';
import { COMPANY_LIST_ARGS, useListFundCompaniesQuery } from '../../shared/api';
import s from './diagnosis-extra.module.css';

/**
 * /symbols/funds/diagnosis/company: diagnosis by fund company — companies on the left (200, by
 * assets, spec 001 §9), the chosen company's funds on the right, each opening its diagnosis.
 */
export function DiagnosisCompanyScreen() {
  const companies = useListFundCompaniesQuery(COMPANY_LIST_ARGS);
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <Page title="按基金公司诊断">
      <QueryState query={companies}>
        {(page) => {
          const list = page.results;
          const current = picked ?? list[0]?.id ?? null;
          if (current === null) return <EmptyState title="暂无基金公司" />;
          return (
            <div className={s.split}>
              <nav className={s.left} aria-label="基金公司">
                <ul>
                  {list.map((c) => (
                    <li key={c.id}>
                      <button
                        type="button"
                        aria-pressed={c.id === current}
                        className={c.id === current ? s.active : undefined}
                        onClick={() => setPicked(c.id)}
                      >
                        {c.abbr_name ?? c.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              <CompanyFunds companyId={current} />
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}

function CompanyFunds({ companyId }: { companyId: number }) {
  const q = useListFundsQuery({
    company_id: companyId,
    page: 1,
    page_size: DIAGNOSIS_LIST_PAGE_SIZE,
  });
  return (
    <section className={s.right} aria-label="该公司的基金">
      <QueryState query={q}>
        {(page) =>
          page.results.length === 0 ? (
            <p className={s.note}>暂无该公司的基金</p>
          ) : (
            <FundsToDiagnose label="该公司的基金" funds={page.results} flush />
          )
        }
      </QueryState>
    </section>
  );
}

export default DiagnosisCompanyScreen;
