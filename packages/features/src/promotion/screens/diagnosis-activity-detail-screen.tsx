import { appPaths } from '../../app/routes/index';
import { ListRows } from '@jijin/ui';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { Section } from '../../shared/blocks';
import { DiagnosisGate } from '../../shared/diagnosis-gate';
import { useGuardedDiagnosis } from '../../shared/fund-diagnosis';
import { ListRowLink } from '../../shared/list-row-link';
import { DiagnosisScores } from './landing-parts';
import s from './landing.module.css';

/**
 * /promotion/activity/diagnosis/detail/{symbol}/: the fund's diagnosis (POST analyse, the real
 * scoring of the diagnosis area) as a summary — score, sub-scores, summary — with a link to the
 * full diagnosis, the buy and the ranking. Guests: 3 free diagnoses, then a login prompt.
 */
export function DiagnosisActivityDetailScreen() {
  const symbol = useParams().symbol ?? '';
  const g = useGuardedDiagnosis(symbol);
  return (
    <Page title="诊断结果">
      <DiagnosisGate g={g}>
        {(d) => (
          <>
            <Section title={`${d.fund.abbr_name}（${d.fund.symbol}）`}>
              <DiagnosisScores d={d} />
              <p className={s.muted}>
                诊断日期：{d.analyse_date}，按基金真实净值计算，不构成投资建议
              </p>
              <div className={s.links}>
                <Link to={appPaths.diagnosisDetail(d.fund.symbol)}>查看完整诊断</Link>
                <Link to={appPaths.fundDetail(d.fund.symbol)}>基金详情</Link>
                {d.fund.allow_buy !== false && (
                  <Link to={appPaths.fundBuy(d.fund.symbol)}>买入</Link>
                )}
              </div>
            </Section>
            {(d.recommend_funds ?? []).length > 0 && (
              <Section title="同类高分基金">
                <ListRows label="同类高分基金" flush>
                  {d.recommend_funds!.map((r) => (
                    <ListRowLink
                      key={r.fund.symbol}
                      to={appPaths.promotionDiagnosisActivityDetail(r.fund.symbol)}
                      title={r.fund.abbr_name}
                      extra={`${r.score}分`}
                    />
                  ))}
                </ListRows>
              </Section>
            )}
            <Section label="继续">
              {!g.loggedIn && <p className={s.muted}>剩余免费诊断{g.guestLeft}次</p>}
              <div className={s.links}>
                <Link to={appPaths.promotionDiagnosisActivity()}>诊断其他基金</Link>
                <Link
                  to={appPaths.promotionDiagnosisActivityRecommend({
                    type: d.fund.symbol_stype ?? undefined,
                  })}
                >
                  同类高分基金榜
                </Link>
              </div>
            </Section>
          </>
        )}
      </DiagnosisGate>
    </Page>
  );
}

export default DiagnosisActivityDetailScreen;
