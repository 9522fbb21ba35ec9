import { parseDecimal } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { checkProposalTotal, managerBuyState } from '@jijin/core/trade';
import { ASSESSMENT_LOADING_MIN_MS } from '../constants';
import { appPaths, withQuery } from '../../app/routes/index';
import { ListRows, MoneyInput, PercentText, feedback } from '@jijin/ui';
import { Button, SpinLoading, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { QueryState } from '../../shared/query-state';
import { useAssessManagersQuery } from '../../managers/api';
import { assessHistory, evenPositions, positionOptions, splitAmount } from '../../managers/assess';
import { ManagerCard, ManagerRow } from '../../managers/components/manager-row';
import s from './manager-assess.module.css';

type Result = Schemas['ManagerAssessResult'];

/** Whether the loading page has lasted its minimum (spec 001 §2, §9: at least 2.5 s). */
function useMinimumWait(active: boolean): boolean {
  const [done, setDone] = useState(!active);
  useEffect(() => {
    if (!active) return;
    const t = setTimeout(() => setDone(true), ASSESSMENT_LOADING_MIN_MS);
    return () => clearTimeout(t);
  }, [active]);
  return done;
}

/**
 * /symbols/funds/managers/assess/?options=[&assess=1]: the assessment result. Right after
 * answering (`assess=1`) a loading page shows for at least 2.5 s; then the managers in card or
 * list view and their recommended funds, to buy as one position (10 % steps summing to 100 %).
 */
export function ManagerAssessScreen() {
  const [params, setParams] = useSearchParams();
  const options = params.get('options') ?? '';
  const fresh = params.get('assess') === '1';
  const waited = useMinimumWait(fresh);
  const q = useAssessManagersQuery({ options }, { skip: !options });
  const { storage, clock } = useServices();
  const ready = waited && q.data !== undefined;
  useEffect(() => {
    if (!ready || !options) return;
    const history = assessHistory(storage);
    if (!history.has(options)) history.add({ options, at: new Date(clock.now()).toISOString() });
    if (fresh) setParams({ options }, { replace: true });
  }, [ready, options, fresh, storage, clock, setParams]);

  if (!options)
    return (
      <Page title="测评结果">
        <p className={s.intro}>
          还没有测评结果，<Link to={appPaths.managerQuestion({ again: 1 })}>去测评</Link>
        </p>
      </Page>
    );
  if (!waited || (fresh && q.isLoading))
    return (
      <Page title="测评结果">
        <div className={s.loading} role="status">
          <SpinLoading color="primary" aria-hidden />
          <p>正在根据您的回答匹配基金经理…</p>
        </div>
      </Page>
    );
  return (
    <Page title="测评结果">
      <QueryState query={q}>{(r) => <AssessResult result={r} />}</QueryState>
    </Page>
  );
}

function AssessResult({ result }: { result: Result }) {
  const [view, setView] = useState<'card' | 'list'>('card');
  return (
    <>
      <section className={s.card} aria-labelledby="assess-managers">
        <h2 id="assess-managers" className={s.title}>
          为您匹配的基金经理
        </h2>
        <Tabs activeKey={view} onChange={(k) => setView(k as 'card' | 'list')}>
          <Tabs.Tab key="card" title="卡片" />
          <Tabs.Tab key="list" title="列表" />
        </Tabs>
        {result.managers.length === 0 ? (
          <p className={s.muted}>没有符合条件的基金经理，换个答案试试</p>
        ) : view === 'card' ? (
          <ListRows label="推荐基金经理" flush>
            {result.managers.map((m) => (
              <ManagerCard key={m.id} m={m} />
            ))}
          </ListRows>
        ) : (
          <ListRows label="推荐基金经理" flush>
            {result.managers.map((m) => (
              <ManagerRow key={m.id} manager={m} />
            ))}
          </ListRows>
        )}
        <p className={s.links}>
          <Link to={appPaths.managerQuestion({ again: 1 })}>重新测评</Link>
          <Link to={appPaths.managerAssessHistory()}>测评记录</Link>
        </p>
      </section>
      <FundPicker funds={result.funds} />
      <p className={s.note}>评分按基金真实净值计算，不构成投资建议。</p>
    </>
  );
}

/**
 * The recommended funds: check the ones to buy, give each a position (core's proposal options:
 * 10 % steps within what the others leave), enter the amount; 买入 opens the batch buy with each
 * fund's share of the amount (trade password and one Idempotency-Key per fund there).
 */
function FundPicker({ funds }: { funds: Schemas['Fund'][] }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [percents, setPercents] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const navigate = useNavigate();
  const button = managerBuyState(selected.length);
  const toggle = (symbol: string) => {
    const next = selected.includes(symbol)
      ? selected.filter((x) => x !== symbol)
      : funds.map((f) => f.symbol).filter((x) => x === symbol || selected.includes(x));
    setSelected(next);
    setPercents(evenPositions(next.length));
  };
  const buy = () => {
    const total = checkProposalTotal(percents);
    if (!total.ok) {
      feedback.toast(total.message);
      return;
    }
    const value = parseDecimal(amount);
    if (!value || value.lte(0)) {
      setError(TRADE_MESSAGES.amountInvalid);
      return;
    }
    const parts = splitAmount(value.toFixed(2), percents);
    const chosen = selected.filter((_, i) => percents[i]! > 0);
    const amounts = parts.filter((_, i) => percents[i]! > 0);
    navigate(
      withQuery(appPaths.fundBuyBatch(chosen.join(',')), {
        amountMinBuy: amounts[0],
        amounts: amounts.join(','),
      }),
    );
  };
  if (funds.length === 0) return null;
  return (
    <section className={s.card} aria-labelledby="assess-funds">
      <h2 id="assess-funds" className={s.title}>
        推荐基金（可多选，组合买入）
      </h2>
      <ul className={s.plain}>
        {funds.map((f) => {
          const i = selected.indexOf(f.symbol);
          return (
            <li key={f.symbol} className={s.fund}>
              <label className={s.fundCheck}>
                <input
                  type="checkbox"
                  checked={i >= 0}
                  onChange={() => toggle(f.symbol)}
                  aria-label={`选择${f.abbr_name}`}
                />
                <span>
                  <span className={s.cardName}>{f.abbr_name}</span>
                  <span className={s.muted}>
                    {f.symbol} · 近一年 <PercentText value={f.percent_year ?? null} empty="--" />
                  </span>
                </span>
              </label>
              {i >= 0 && (
                <select
                  className={s.position}
                  aria-label={`${f.abbr_name}仓位`}
                  value={percents[i]}
                  onChange={(e) => {
                    const p = [...percents];
                    p[i] = Number(e.target.value);
                    setPercents(p);
                  }}
                >
                  {positionOptions(percents, i).map((o) => (
                    <option key={o} value={o}>
                      {o}%
                    </option>
                  ))}
                </select>
              )}
            </li>
          );
        })}
      </ul>
      <MoneyInput
        label="买入总金额"
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setError(undefined);
        }}
        placeholder="请输入金额"
        error={error}
      />
      {!button.enabled && <p className={s.muted}>{button.message}</p>}
      <Button block color="primary" size="large" disabled={!button.enabled} onClick={buy}>
        买入
      </Button>
    </section>
  );
}

export default ManagerAssessScreen;
