import { formatDate, parseTradeAmount, type PeriodUnit } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { PERIOD_UNITS } from '@jijin/core/status';
import {
  fixedInvestDayLabel,
  fixedInvestDayOptions,
  isValidFixedInvestDay,
} from '@jijin/core/trade';
import { MoneyInput, MoneyText, PercentText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ApiData, RequestQuery } from '../../app/api-types';
import { appPaths } from '../../app/routes/index';
import { PageLoading } from '../../app/page';
import { useServices } from '../../app/services-context';
import { Note, Section } from '../../shared/blocks';
import { errorMessage, fieldError } from '../../shared/errors';
import { useGetFundQuery } from '../api';
import { maTableRows } from '../components/ma-table';
import { useBacktestSmartFixedInvestmentQuery } from '../smart-backtest-api';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

type Backtest = ApiData<'/funds/fixed_investment/smart_backtest/', 'get'>;
type BacktestQuery = RequestQuery<'/funds/fixed_investment/smart_backtest/', 'get'>;
type Strategy = BacktestQuery['strategy'];

/** The form as typed (strings, so nothing the user typed is lost on a refusal). */
export interface SmartDraft {
  strategy: Strategy;
  amount: string;
  period_unit: PeriodUnit;
  trade_day: number;
  from: string;
  to: string;
  ma_days: string;
  take_profit_percent: string;
  /** 均线: the index from the 定投 form; absent: the fund's default (the server's). */
  index_symbol?: BacktestQuery['index_symbol'];
}

const FIELDS = ['amount', 'trade_day', 'from', 'to', 'ma_days', 'take_profit_percent'] as const;
type Field = (typeof FIELDS)[number];

const STRATEGIES: [Strategy, string][] = [
  ['ma', '均线定投'],
  ['take_profit', '目标止盈'],
];

/**
 * Checks the draft before asking: an amount, a valid day (spec 001 §5: monthly 1-28, weekly
 * Monday-Friday), two dates in order, a moving-average length of 5-500 trading days or a target
 * of more than 0 and at most 500 %. The server checks the rest (the fund's NAV in the window).
 */
export function checkSmartDraft(d: SmartDraft): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const amount = parseTradeAmount(d.amount);
  if (amount.kind === 'blank') errors.amount = '请输入每期定投金额';
  else if (amount.kind === 'invalid') errors.amount = TRADE_MESSAGES.amountInvalid;
  if (!isValidFixedInvestDay(d.period_unit, d.trade_day))
    errors.trade_day =
      d.period_unit === 1 ? TRADE_MESSAGES.fixedWeeklyDay : TRADE_MESSAGES.fixedMonthlyDay;
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(d.from)) errors.from = '请选择开始日期';
  if (!day.test(d.to)) errors.to = '请选择结束日期';
  else if (!errors.from && d.to <= d.from) errors.to = '结束日期须晚于开始日期';
  if (d.strategy === 'ma') {
    const n = Number(d.ma_days);
    if (!/^\d+$/.test(d.ma_days) || n < 5 || n > 500) errors.ma_days = '均线天数为5至500个交易日';
  } else {
    const p = Number(d.take_profit_percent);
    if (!/^\d+(\.\d{1,2})?$/.test(d.take_profit_percent) || p <= 0 || p > 500)
      errors.take_profit_percent = '止盈目标为0至500之间的百分比';
  }
  return errors;
}

/** The query of a checked draft (only the parameter of the chosen strategy). */
export function smartQueryOf(symbol: string, d: SmartDraft): BacktestQuery {
  const base = {
    symbol,
    amount: d.amount,
    period_unit: d.period_unit,
    trade_day: d.trade_day,
    from: d.from,
    to: d.to,
    strategy: d.strategy,
  };
  return d.strategy === 'ma'
    ? {
        ...base,
        ma_days: Number(d.ma_days),
        ...(d.index_symbol ? { index_symbol: d.index_symbol } : {}),
      }
    : { ...base, take_profit_percent: Number(d.take_profit_percent) };
}

export { maTableRows };

function Result({ r, symbol }: { r: Backtest; symbol: string }) {
  const rows: [string, (leg: Backtest['plan']) => ReactNode][] = [
    ['扣款期数', (l) => `${l.deductions}期`],
    ['投入本金', (l) => <MoneyText value={l.invested} unit="元" />],
    ['期末价值', (l) => <MoneyText value={l.final_value} unit="元" />],
    ['收益', (l) => <MoneyText value={l.profit} unit="元" signed />],
    ['收益率', (l) => <PercentText value={l.return_percent} empty="--" />],
    ['年化收益率', (l) => <PercentText value={l.xirr_percent} empty="--" />],
    [
      '最大回撤',
      (l) => <PercentText value={l.max_drawdown_percent} sign={false} colored={false} />,
    ],
    ['止盈次数', (l) => `${l.take_profits}次`],
  ];
  const label = STRATEGIES.find(([k]) => k === r.strategy)?.[1] ?? '智能定投';
  const recent = r.plan.events.slice(-10).reverse();
  return (
    <>
      <Section title="回测结果">
        <p className={styles.muted}>
          {`${r.from}至${r.to} · 净值截至${formatDate(r.nav_date)}`}
          {r.strategy === 'ma' && r.index_symbol
            ? ` · 参考${r.index_name ?? r.index_symbol} ${r.ma_days}日均线`
            : ''}
        </p>
        <table className={styles.table} aria-label={`${label}与普通定投对比`}>
          <thead>
            <tr>
              <th scope="col">项目</th>
              <th scope="col">{label}</th>
              <th scope="col">普通定投</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, cell]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{cell(r.plan)}</td>
                <td>{cell(r.fixed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>
          普通定投：相同扣款日、相同每期金额；期末价值含止盈赎回的金额；费用按基金的申购、赎回费率计算。
        </p>
        <div className={styles.links}>
          <Link to={appPaths.fundFixedInvestment(symbol)}>设置定投计划</Link>
          <Link to={appPaths.fundDetail(symbol)}>基金详情</Link>
        </div>
      </Section>
      {r.strategy === 'ma' && r.table.length > 0 && (
        <Section title="均线定投规则">
          <ul className={styles.muted}>
            {maTableRows(r.table).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Section>
      )}
      {recent.length > 0 && (
        <Section title="最近扣款与止盈">
          <table className={styles.table} aria-label="最近扣款与止盈">
            <thead>
              <tr>
                <th scope="col">日期</th>
                <th scope="col">类型</th>
                <th scope="col">金额（元）</th>
                <th scope="col">净值</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((e) => (
                <tr key={`${e.date}-${e.kind}`}>
                  <th scope="row">{e.date}</th>
                  <td>
                    {e.kind === 'buy'
                      ? `扣款${e.multiple ? `（×${e.multiple}）` : ''}`
                      : '止盈赎回'}
                  </td>
                  <td>
                    <MoneyText value={e.amount} />
                  </td>
                  <td>{e.nav}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}
      <Note>回测基于基金历史真实净值，不代表未来收益；基金有风险，投资需谨慎。</Note>
    </>
  );
}

/** The draft a URL asks for (`?strategy&amount&period_unit&trade_day&from&to&ma_days&take_profit_percent&index_symbol`). */
function draftOf(params: URLSearchParams, today: string): SmartDraft {
  const threeYearsAgo = `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`;
  return {
    strategy: params.get('strategy') === 'take_profit' ? 'take_profit' : 'ma',
    amount: params.get('amount') ?? '500',
    period_unit: params.get('period_unit') === '1' ? 1 : 0,
    trade_day: Number(params.get('trade_day')) || 8,
    from: params.get('from') ?? threeYearsAgo,
    to: params.get('to') ?? today,
    ma_days: params.get('ma_days') ?? '250',
    take_profit_percent: params.get('take_profit_percent') ?? '15',
    ...(params.get('index_symbol')
      ? { index_symbol: params.get('index_symbol') as BacktestQuery['index_symbol'] }
      : {}),
  };
}

/**
 * /s/{symbol}/smart_fixed_investment/: 智能定投回测 — the 均线定投 (each deduction scaled by the
 * index's deviation from its moving average) or 目标止盈 (redeem everything once the holding
 * return reaches the target) plan on the fund's real NAV between two dates, against the plain
 * plan on the same days (GET /funds/fixed_investment/smart_backtest/). The asked backtest is in
 * the URL, so it survives a reload and can be shared.
 */
export function SmartBacktestScreen() {
  const { symbol = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { clock } = useServices();
  const today = formatDate(new Date(clock.now()));
  const fundQ = useGetFundQuery({ symbol });
  const [draft, setDraft] = useState<SmartDraft>(() => draftOf(params, today));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const asked = useMemo(() => {
    if (!params.get('strategy')) return null;
    const d = draftOf(params, today);
    return Object.keys(checkSmartDraft(d)).length ? null : smartQueryOf(symbol, d);
  }, [params, symbol, today]);
  const q = useBacktestSmartFixedInvestmentQuery(asked ?? ({} as BacktestQuery), { skip: !asked });
  const serverError = (f: Field) => (q.isError ? fieldError(q.error, f) : undefined);
  const shown = (f: Field) => errors[f] ?? serverError(f);
  const general = q.isError && !FIELDS.some((f) => serverError(f)) ? errorMessage(q.error) : null;
  const set = <K extends keyof SmartDraft>(k: K, v: SmartDraft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkSmartDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    const query = smartQueryOf(symbol, draft);
    setParams(
      Object.fromEntries(
        Object.entries(query)
          .filter(([k]) => k !== 'symbol')
          .map(([k, v]) => [k, String(v)]),
      ),
      { replace: true },
    );
  };
  const fieldAlert = (f: Field) =>
    shown(f) ? (
      <p className={styles.orange} role="alert">
        {shown(f)}
      </p>
    ) : null;
  const fund = fundQ.data;
  return (
    <Screen title={`智能定投回测${fund ? ` · ${fund.abbr_name}` : ''}`}>
      <Section title="回测设置">
        <form onSubmit={submit} noValidate aria-label="智能定投回测">
          <fieldset className={styles.fieldRow}>
            <legend>策略</legend>
            {STRATEGIES.map(([key, label]) => (
              <label key={key}>
                <input
                  type="radio"
                  name="strategy"
                  checked={draft.strategy === key}
                  onChange={() => set('strategy', key)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <MoneyInput
            label="每期金额"
            value={draft.amount}
            onChange={(v) => set('amount', v)}
            error={shown('amount')}
            name="amount"
          />
          <div className={styles.fieldRow}>
            <label htmlFor="sb-period">定投周期</label>
            <select
              id="sb-period"
              value={draft.period_unit}
              onChange={(e) => {
                const unit = Number(e.target.value) as PeriodUnit;
                setDraft((d) => ({
                  ...d,
                  period_unit: unit,
                  trade_day: isValidFixedInvestDay(unit, d.trade_day) ? d.trade_day : 1,
                }));
              }}
            >
              {PERIOD_UNITS.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.fieldRow}>
            <label htmlFor="sb-day">扣款日</label>
            <select
              id="sb-day"
              value={draft.trade_day}
              onChange={(e) => set('trade_day', Number(e.target.value))}
            >
              {fixedInvestDayOptions(draft.period_unit).map((d) => (
                <option key={d} value={d}>
                  {fixedInvestDayLabel(draft.period_unit, d)}
                </option>
              ))}
            </select>
          </div>
          {fieldAlert('trade_day')}
          <div className={styles.fieldRow}>
            <label htmlFor="sb-from">开始日期</label>
            <input
              id="sb-from"
              type="date"
              value={draft.from}
              max={today}
              onChange={(e) => set('from', e.target.value)}
            />
          </div>
          {fieldAlert('from')}
          <div className={styles.fieldRow}>
            <label htmlFor="sb-to">结束日期</label>
            <input
              id="sb-to"
              type="date"
              value={draft.to}
              max={today}
              onChange={(e) => set('to', e.target.value)}
            />
          </div>
          {fieldAlert('to')}
          {draft.strategy === 'ma' ? (
            <div className={styles.fieldRow}>
              <label htmlFor="sb-ma">均线天数</label>
              <input
                id="sb-ma"
                inputMode="numeric"
                value={draft.ma_days}
                onChange={(e) => set('ma_days', e.target.value.trim())}
              />
            </div>
          ) : (
            <div className={styles.fieldRow}>
              <label htmlFor="sb-tp">止盈目标（%）</label>
              <input
                id="sb-tp"
                inputMode="decimal"
                value={draft.take_profit_percent}
                onChange={(e) => set('take_profit_percent', e.target.value.trim())}
              />
            </div>
          )}
          {fieldAlert(draft.strategy === 'ma' ? 'ma_days' : 'take_profit_percent')}
          <div className={styles.actions}>
            <Button block color="primary" type="submit" loading={q.isFetching} loadingText="回测中">
              开始回测
            </Button>
          </div>
          {general && (
            <p className={styles.orange} role="alert">
              {general}
            </p>
          )}
        </form>
      </Section>
      {asked && q.isFetching && !q.currentData && <PageLoading label="回测中" />}
      {asked && q.currentData && <Result r={q.currentData} symbol={symbol} />}
    </Screen>
  );
}

export default SmartBacktestScreen;
