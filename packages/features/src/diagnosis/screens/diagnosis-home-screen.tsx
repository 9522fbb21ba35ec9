import { GUEST_FREE_DIAGNOSES } from '@jijin/core/constants';
import { appPaths } from '../../app/routes/index';
import { FundScoreBadge, ListRows } from '@jijin/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { Page } from '../../app/page';
import { useAppSelector } from '../../app/store';
import { useSyncDiagnosesMutation } from '../../diagnosis/api';
import { useDiagnosisLocal } from '../../shared/fund-diagnosis';
import { ListRowLink } from '../../shared/list-row-link';
import s from './diagnosis-screens.module.css';

/**
 * /symbols/funds/diagnosis/: search a fund to diagnose, by company, followed funds, tracked
 * funds; the device's recent diagnoses (newest first, one per fund, 10 older kept) and, folded
 * under 诊断历史, the whole diagnosis history (one entry per source fund, newest first; spec 000 §3).
 * After login the recent list is synced to the account (POST analyse_sync) and stays on the device.
 */
export function DiagnosisHomeScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const local = useDiagnosisLocal();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [sync] = useSyncDiagnosesMutation();
  const synced = useRef(false);
  const recent = local.recent.all();
  const history = local.history.all();
  useEffect(() => {
    if (!loggedIn || synced.current || !recent.length) return;
    synced.current = true;
    void sync({ body: { codes: recent.map((r) => r.code) } });
  }, [loggedIn, recent, sync]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim()) navigate(appPaths.diagnosisSearch({ q: q.trim() }));
  };
  return (
    <Page title="基金诊断">
      <section className={s.card} aria-label="搜索基金">
        <form className={s.search} onSubmit={submit} role="search">
          <input
            aria-label="基金代码或名称"
            placeholder="输入基金代码、名称或拼音"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <button type="submit">诊断</button>
        </form>
        {!loggedIn && (
          <p className={s.note}>
            未登录可免费诊断{GUEST_FREE_DIAGNOSES}次，已用{local.guest.used()}次
          </p>
        )}
        <p className={s.links}>
          <Link to={appPaths.diagnosisCompany()}>按基金公司</Link>
          <Link to={appPaths.diagnosisOptional()}>诊断自选基金</Link>
          <Link to={appPaths.diagnosisReview()}>跟踪的基金</Link>
        </p>
      </section>
      <section className={s.card} aria-labelledby="recent-title">
        <h2 id="recent-title" className={s.title}>
          最近诊断
        </h2>
        {recent.length === 0 ? (
          <p className={s.note}>还没有诊断过基金</p>
        ) : (
          <ListRows label="最近诊断" flush>
            {recent.map((r) => (
              <ListRowLink
                key={r.code}
                to={appPaths.diagnosisDetail(r.code)}
                title={r.name}
                description={`${r.code} · ${r.date}`}
                extra={<FundScoreBadge score={r.score} />}
              />
            ))}
          </ListRows>
        )}
      </section>
      {history.length > 0 && (
        <section className={s.card} aria-labelledby="history-title">
          <details>
            <summary>
              <h2 id="history-title" className={s.title}>
                诊断历史（{history.length}只基金）
              </h2>
            </summary>
            <ListRows label="诊断历史" flush>
              {history.map((h) => (
                <ListRowLink
                  key={h.source_fund_symbol}
                  to={appPaths.diagnosisDetail(h.source_fund_symbol)}
                  title={h.name}
                  description={`${h.source_fund_symbol} · 诊断于${h.date}`}
                  extra={<FundScoreBadge score={h.score} />}
                />
              ))}
            </ListRows>
          </details>
        </section>
      )}
    </Page>
  );
}

export default DiagnosisHomeScreen;
