import { appPaths } from '../../app/routes/index';
import { FundScoreBadge } from '@jijin/ui';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetFundPotentialQuery } from '../../diagnosis/api';
import { Forecast } from '../../diagnosis/components/diagnosis-body';
import s from './diagnosis-extra.module.css';

/**
 * /symbols/funds/potential/{symbol}/: the fund's potential — the diagnosis score and the
 * profit-and-loss statistics of holding it 1 month / 3 months / 1 year / 3 years from every past
 * trading day of its real NAV history (sandbox README "Diagnosis").
 */
export function FundPotentialScreen() {
  const symbol = useParams().symbol ?? '';
  const q = useGetFundPotentialQuery({ symbol });
  return (
    <Page title="潜力分析">
      <QueryState query={q}>
        {(p) => (
          <>
            <section className={s.card} aria-label="潜力评分">
              <div className={s.head}>
                <div>
                  <h2 className={s.name}>{p.symbol}</h2>
                  {p.summary && <p className={s.note}>{p.summary}</p>}
                </div>
                <FundScoreBadge score={p.score ?? null} />
              </div>
              <p className={s.links}>
                <Link to={appPaths.diagnosisDetail(p.symbol)}>完整诊断</Link>
                <Link to={appPaths.fundAssetForecast(p.symbol)}>收益预测</Link>
                <Link to={appPaths.fundDetail(p.symbol)}>基金详情</Link>
              </p>
            </section>
            <section className={s.card} aria-labelledby="potential-pl">
              <h3 id="potential-pl" className={s.name}>
                持有盈亏统计（按历史净值，任意一天买入并持有）
              </h3>
              {p.profit_loss.length === 0 ? (
                <p className={s.note}>暂无足够的历史净值，无法分析</p>
              ) : (
                p.profit_loss.map((x) => <Forecast key={x.period} p={x} />)
              )}
              <p className={s.note}>历史表现不代表未来，仅供参考。</p>
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default FundPotentialScreen;
