import { formatDate } from '@jijin/core';
import { FUND_STYLE_HISTORY_PAGE_SIZE } from '../constants';
import { appPaths } from '../../app/routes/index';
import { EmptyState } from '@jijin/ui';
import { Link, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetFundStyleHistoryQuery, useGetFundStyleInfoQuery } from '../../research/api';
import { FundSearch } from '../../research/components/fund-search';
import { StyleBox } from '../../research/components/style-box';
import s from '../../research/components/research.module.css';

/**
 * /symbols/fund_styles/info?symbol= and /history?symbol= — a fund's style box derived from its
 * holdings, and its history per report (240 a page, spec 001 §9). Without a symbol: a fund search
 * to pick one.
 */
export function FundStyleScreen() {
  const [params] = useSearchParams();
  const symbol = params.get('symbol') ?? '';
  const info = useGetFundStyleInfoQuery({ symbol }, { skip: !symbol });
  const hist = useGetFundStyleHistoryQuery(
    { symbol, page: 1, page_size: FUND_STYLE_HISTORY_PAGE_SIZE },
    { skip: !symbol },
  );
  if (!symbol)
    return (
      <Page title="基金风格">
        <section className={s.card} aria-labelledby="style-pick">
          <h2 id="style-pick" className={s.title}>
            选择基金
          </h2>
          <FundSearch
            action={(r) => (
              <Link to={appPaths.fundStyleInfo(r.symbol)} aria-label={`查看${r.abbr_name}的风格`}>
                查看风格
              </Link>
            )}
          />
          <p className={s.note}>
            <Link to={appPaths.fundStylesOverview()}>全部基金风格分布</Link>
          </p>
        </section>
      </Page>
    );
  return (
    <Page title="基金风格">
      <section className={s.card}>
        <QueryState query={info}>
          {(d) => (
            <>
              <h2 className={s.title}>
                {d.abbr_name} · {d.style}
              </h2>
              <StyleBox style={d.style} />
              <p className={s.note}>
                {formatDate(d.date)} 报告期前十大重仓股计算：规模分 {d.size_score}，成长分{' '}
                {d.value_score}
                （市值、市净率取自2026-02-06估值数据）
              </p>
            </>
          )}
        </QueryState>
      </section>
      <section className={s.card} aria-labelledby="style-hist">
        <h2 id="style-hist" className={s.title}>
          风格历史
        </h2>
        <QueryState query={hist}>
          {(p) =>
            p.results.length === 0 ? (
              <EmptyState />
            ) : (
              <table className={s.table}>
                <thead>
                  <tr>
                    <th scope="col">报告期</th>
                    <th scope="col">风格</th>
                  </tr>
                </thead>
                <tbody>
                  {(p.results as Schemas['FundStyle'][]).map((r) => (
                    <tr key={r.date}>
                      <th scope="row">{formatDate(r.date)}</th>
                      <td>{r.style}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryState>
      </section>
    </Page>
  );
}

export default FundStyleScreen;
