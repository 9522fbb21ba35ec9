import { formatDate } from '@jijin/core';
import { PAGE_SIZE } from '@jijin/core/constants';
import { Button } from 'antd-mobile';
import { useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetFundSectorQuery } from '../../research/api';
import { FundRows, type FundRowField } from '../../research/components/fund-rows';
import s from '../../research/components/research.module.css';

const SORTS: [string, string][] = [
  ['-percent_year', '近1年'],
  ['-percent_season', '近3月'],
  ['-percent_month', '近1月'],
  ['-percent_day', '日涨跌'],
];

/** /symbols/funds/sectors/{id}/?sort= — the sector's funds, sorted. */
export function SectorDetailScreen() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const sort = SORTS.some(([v]) => v === params.get('sort'))
    ? params.get('sort')!
    : '-percent_year';
  const page = Number(params.get('page') ?? 1);
  const q = useGetFundSectorQuery({ id, sort, page, page_size: PAGE_SIZE });
  return (
    <Page title={q.data?.sector.name ?? '板块'}>
      <section className={s.card}>
        <div className={s.chips} role="group" aria-label="排序">
          {SORTS.map(([v, label]) => (
            <Button
              key={v}
              size="small"
              color={sort === v ? 'primary' : 'default'}
              aria-pressed={sort === v}
              onClick={() => setParams({ sort: v }, { replace: true })}
            >
              {label}
            </Button>
          ))}
        </div>
        <QueryState query={q}>
          {(d) => (
            <>
              <p className={s.note}>
                按{d.sector.report_date ? ` ${formatDate(d.sector.report_date)} ` : '最新'}
                报告期前十大重仓股归入本板块的 {d.sector.funds_count ?? d.total_count} 只基金
              </p>
              <FundRows funds={d.results} field={sort.slice(1) as FundRowField} label="板块基金" />
              <div className={s.actions}>
                <Button
                  size="small"
                  disabled={page <= 1}
                  onClick={() => setParams({ sort, page: String(page - 1) })}
                >
                  上一页
                </Button>
                <Button
                  size="small"
                  disabled={page >= d.total_page}
                  onClick={() => setParams({ sort, page: String(page + 1) })}
                >
                  下一页
                </Button>
              </div>
            </>
          )}
        </QueryState>
      </section>
    </Page>
  );
}

export default SectorDetailScreen;
