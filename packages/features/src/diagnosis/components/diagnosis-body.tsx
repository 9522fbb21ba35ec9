import { diagnosisDimensionLabel } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { FundScoreBadge, ListRows, PercentText } from '@jijin/ui';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { ListRowLink } from '../../shared/list-row-link';
import s from './diagnosis-body.module.css';

function bucketLabel(b: { lower: number | null; upper: number | null }): string {
  if (b.lower === null) return `低于${b.upper}%`;
  if (b.upper === null) return `${b.lower}%以上`;
  return `${b.lower}%~${b.upper}%`;
}

/** The forecast of one holding period: win rate, median, range and the return distribution. */
export function Forecast({ p }: { p: Schemas['ProfitLossPrediction'] }) {
  return (
    <section className={s.period} aria-label={`${p.period_display ?? p.period}盈亏预测`}>
      <h4 className={s.periodTitle}>{p.period_display ?? p.period}</h4>
      <dl className={s.facts}>
        <div>
          <dt>盈利概率</dt>
          <dd>{p.profit_probability.toFixed(2)}%</dd>
        </div>
        <div>
          <dt>收益中位数</dt>
          <dd>
            <PercentText value={p.percentiles?.p50 ?? null} empty="--" />
          </dd>
        </div>
        <div>
          <dt>最大亏损</dt>
          <dd>
            <PercentText value={p.max_loss_percent ?? null} empty="--" />
          </dd>
        </div>
      </dl>
      {p.percentiles && (
        <p className={s.note}>
          80%的情况收益在 <PercentText value={p.percentiles.p10} /> 至{' '}
          <PercentText value={p.percentiles.p90} /> 之间（{p.samples}个历史买入日）
        </p>
      )}
      {p.distribution && (
        <ul className={s.dist} aria-label="收益分布">
          {p.distribution.map((b) => (
            <li key={bucketLabel(b)}>
              <span className={s.distLabel}>{bucketLabel(b)}</span>
              <span className={s.bar} aria-hidden="true">
                <span
                  className={(b.lower ?? -1) >= 0 ? s.barUp : s.barDown}
                  style={{ width: `${Math.min(100, b.percent)}%` }}
                />
              </span>
              <span className={s.distValue}>{b.percent.toFixed(2)}%</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A diagnosis (spec 001 §3 Diagnosis): the overall score and sub-scores with the score colours,
 * the alert, the profit-and-loss forecast per holding period, the managers and similar funds.
 */
export function DiagnosisBody({ d }: { d: Schemas['Diagnosis'] }) {
  const scores = Object.entries(d.scores ?? {});
  return (
    <>
      <section className={s.card} aria-label="诊断评分">
        <div className={s.head}>
          <div>
            <h2 className={s.name}>{d.fund.abbr_name}</h2>
            <p className={s.note}>
              {d.fund.symbol} · 诊断日期 {d.analyse_date}
            </p>
          </div>
          <FundScoreBadge score={d.score ?? null} className={s.bigScore} />
        </div>
        {d.is_alert && (
          <p className={s.alert} role="status">
            预警：{d.alert_reason ?? '评分下降'}
          </p>
        )}
        {d.summary && <p className={s.summary}>{d.summary}</p>}
        {scores.length > 0 && (
          <ul className={s.scores} aria-label="分项评分">
            {scores.map(([k, v]) => (
              <li key={k}>
                <span>{diagnosisDimensionLabel(k)}</span>
                <FundScoreBadge score={v} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.card} aria-labelledby="pl-title">
        <h3 id="pl-title" className={s.title}>
          盈亏预测（按历史净值，任意一天买入并持有）
        </h3>
        {(d.profit_loss ?? []).length === 0 ? (
          <p className={s.note}>暂无足够的历史净值，无法预测</p>
        ) : (
          d.profit_loss!.map((p) => <Forecast key={p.period} p={p} />)
        )}
        <p className={s.note}>历史表现不代表未来，预测仅供参考。</p>
      </section>
      {(d.fund_managers ?? []).length > 0 && (
        <section className={s.card} aria-labelledby="mgr-title">
          <h3 id="mgr-title" className={s.title}>
            基金经理
          </h3>
          <p className={s.links}>
            {d.fund_managers!.map((m) => (
              <Link key={m.id} to={appPaths.managerDetail(m.id)}>
                {m.name}
              </Link>
            ))}
          </p>
        </section>
      )}
      <section className={s.card} aria-labelledby="sim-title">
        <h3 id="sim-title" className={s.title}>
          同类高分基金
        </h3>
        {(d.recommend_funds ?? []).length === 0 ? (
          <p className={s.note}>暂无评分更高的同类基金</p>
        ) : (
          <ListRows label="同类高分基金" flush>
            {d.recommend_funds!.map((r) => (
              <ListRowLink
                key={r.fund.symbol}
                to={appPaths.diagnosisDetail(r.fund.symbol)}
                title={r.fund.abbr_name}
                extra={<FundScoreBadge score={r.score} />}
              />
            ))}
          </ListRows>
        )}
        <p className={s.links}>
          <Link to={appPaths.fundDetail(d.fund.symbol)}>基金详情与资产配置</Link>
          <Link to={appPaths.fundPotential(d.fund.symbol)}>潜力分析</Link>
          <Link to={appPaths.fundAssetForecast(d.fund.symbol)}>收益预测</Link>
        </p>
      </section>
    </>
  );
}
