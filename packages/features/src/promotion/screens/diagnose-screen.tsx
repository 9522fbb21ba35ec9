import { GUEST_FREE_DIAGNOSES } from '@jijin/core/constants';
import { appPaths } from '../../app/routes/index';
import { EmptyState, FundScoreBadge, MoneyText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { loginPathFor } from '../../app/guard';
import { Page } from '../../app/page';
import { useAppSelector } from '../../app/store';
import { Section } from '../../shared/blocks';
import { useAnalyseFundMutation, useListMyFundsQuery } from '../../shared/api';
import { errorTitle } from '../../shared/trade-attempt';
import { LoadState } from '../../shared/load-state';
import { rememberDiagnosis, useDiagnosisLocal } from '../../shared/fund-diagnosis';
import { ActivityIntro, ActivityRules } from './landing-parts';
import s from './landing.module.css';

type Outcome = { d: Schemas['Diagnosis'] } | { error: string };

/** The line under the results: how many were diagnosed, their mean score, how many score low. */
export function diagnoseSummary(outcomes: Outcome[]): string {
  const scores = outcomes.flatMap((o) =>
    'd' in o && typeof o.d.score === 'number' ? [o.d.score] : [],
  );
  if (!scores.length) return `已诊断${outcomes.length}只基金，暂无可评分的基金`;
  const mean = Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
  const low = scores.filter((x) => x < 60).length;
  return `已诊断${outcomes.length}只基金，${scores.length}只有评分，平均${mean}分${
    low ? `，${low}只低于60分，建议关注` : ''
  }`;
}

/** A guest: the free diagnosis of one fund, and 一键诊基 after login. */
function GuestEntry() {
  const local = useDiagnosisLocal();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Section title="诊断我的持仓">
      <p className={s.muted}>登录后可一键诊断您持有的全部基金。</p>
      <Button
        block
        color="primary"
        onClick={() => navigate(loginPathFor(location.pathname + location.search))}
      >
        登录后一键诊基
      </Button>
      <div className={s.links}>
        <Link to={appPaths.promotionDiagnosisActivity()}>
          免费诊断一只基金（剩余{GUEST_FREE_DIAGNOSES - local.guest.used()}次）
        </Link>
      </div>
    </Section>
  );
}

/** The user's held funds, each diagnosed in turn by 一键诊基 (POST analyse per fund). */
function Holdings() {
  const q = useListMyFundsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [analyse] = useAnalyseFundMutation();
  const local = useDiagnosisLocal();
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const funds = (q.data ?? []).map((h) => h.fund);
  const running = progress !== null && progress.done < progress.total;
  const run = async () => {
    setOutcomes({});
    setProgress({ done: 0, total: funds.length });
    for (const [i, f] of funds.entries()) {
      let o: Outcome;
      try {
        const d = await analyse({ symbol: f.symbol }).unwrap();
        rememberDiagnosis(local, d);
        o = { d };
      } catch (e) {
        o = { error: errorTitle(e) };
      }
      setOutcomes((x) => ({ ...x, [f.symbol]: o }));
      setProgress({ done: i + 1, total: funds.length });
    }
  };
  const done = funds.flatMap((f) => (outcomes[f.symbol] ? [outcomes[f.symbol]!] : []));
  return (
    <Section title="我的持仓">
      <LoadState query={q}>
        {funds.length === 0 ? (
          <EmptyState
            title="您还没有持有基金"
            action={<Link to={appPaths.fundMarket()}>去看看基金</Link>}
          />
        ) : (
          <>
            <Button
              block
              color="primary"
              loading={running}
              loadingText="诊断中"
              disabled={running}
              onClick={run}
            >
              {done.length ? '重新诊断' : `一键诊基（${funds.length}只）`}
            </Button>
            <p className={s.progress} aria-live="polite">
              {progress &&
                (running ? `诊断中 ${progress.done}/${progress.total}` : diagnoseSummary(done))}
            </p>
            <ul className={s.list} aria-label="持仓诊断">
              {(q.data ?? []).map((h) => {
                const o = outcomes[h.fund.symbol];
                return (
                  <li key={h.fund.symbol} className={s.item} aria-label={h.fund.abbr_name}>
                    <div className={s.itemHead}>
                      <p className={s.itemName}>
                        {h.fund.abbr_name}
                        <span className={s.code}> {h.fund.symbol}</span>
                      </p>
                      {o && 'd' in o && <FundScoreBadge score={o.d.score ?? null} />}
                    </div>
                    <p className={s.muted}>
                      持有市值 <MoneyText value={h.worth_value} unit="元" />
                      {h.amount_unconfirm && Number(h.amount_unconfirm) > 0 && (
                        <>
                          ，待确认 <MoneyText value={h.amount_unconfirm} unit="元" />
                        </>
                      )}
                    </p>
                    {o && 'error' in o && (
                      <p className={s.fieldError} role="alert">
                        诊断失败：{o.error}
                      </p>
                    )}
                    {o && 'd' in o && (
                      <>
                        {o.d.summary && <p className={s.muted}>{o.d.summary}</p>}
                        <div className={s.links}>
                          <Link to={appPaths.diagnosisDetail(h.fund.symbol)}>查看完整诊断</Link>
                        </div>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
            <div className={s.links}>
              <Link to={appPaths.diagnosisHome()}>最近诊断</Link>
              <Link to={appPaths.promotionDiagnosisActivityRecommend()}>高分基金榜</Link>
            </div>
          </>
        )}
      </LoadState>
    </Section>
  );
}

/**
 * /promotion/diagnose/ (spec 001 §2 Promotion): 一键诊基 — a logged-in user's held funds
 * (GET /funds/fund/mine/, unconfirmed buys included) each diagnosed by the diagnosis area's real
 * scoring (POST analyse; the diagnoses join the user's diagnosis records and the device's recent
 * list); a guest sees the free-diagnosis entry.
 */
export function DiagnoseScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Page title="一键诊基">
      <ActivityIntro code="diagnose" fallbackTitle="一键诊基" />
      {loggedIn ? <Holdings /> : <GuestEntry />}
      <ActivityRules code="diagnose" />
    </Page>
  );
}

export default DiagnoseScreen;
