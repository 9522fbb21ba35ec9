import { formatDate, parseTradeAmount, type PeriodUnit } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import {
  fixedInvestDayLabel,
  fixedInvestDayOptions,
  isValidFixedInvestDay,
} from '@jijin/core/trade';
import { appPaths } from '../../app/routes/index';
import { MoneyInput, MoneyText, PercentText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiData, RequestQuery } from '../../app/api-types';
import { Page, PageLoading } from '../../app/page';
import { useServices } from '../../app/services-context';
import { Note, Section } from '../../shared/blocks';
import { errorMessage, fieldError } from '../../shared/errors';
import { useBacktestFixedInvestmentQuery } from '../../promotion/api';
import { ActivityIntro, ActivityRules, FundSearch } from './landing-parts';
import s from './landing.module.css';

type Backtest = ApiData<'/promotion/fixed_invest/backtest/', 'get'>;
type BacktestQuery = RequestQuery<'/promotion/fixed_invest/backtest/', 'get'>;

/** The form as typed (strings, so nothing the user typed is lost on a refusal). */
interface Draft {
  symbol: string;
  name: string;
  amount: string;
  period_unit: PeriodUnit;
  trade_day: number;
  start_date: string;
}

const FIELDS = ['symbol', 'amount', 'trade_day', 'start_date', 'end_date'] as const;
type Field = (typeof FIELDS)[number];

/** The backtest asked by the URL (`?symbol&amount&period_unit&trade_day&start_date`), or null. */
export function backtestQueryOf(params: URLSearchParams): BacktestQuery | null {
  const symbol = params.get('symbol');
  const amount = params.get('amount');
  const start = params.get('start_date');
  const unit = params.get('period_unit') === '1' ? 1 : 0;
  const day = Number(params.get('trade_day'));
  if (!symbol || !amount || !start || !Number.isInteger(day) || day < 1) return null;
  return { symbol, amount, period_unit: unit, trade_day: day, start_date: start };
}

/**
 * Checks the draft before asking: a fund, an amount (请输入正确的金额), a valid day (spec 001 §5:
 * monthly 1-28, weekly Monday-Friday) and a start date. The server checks the rest (minimum,
 * dates within the data) and answers on the field.
 */
export function checkDraft(d: Draft): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!d.symbol) errors.symbol = '请选择基金';
  const amount = parseTradeAmount(d.amount);
  if (amount.kind === 'blank') errors.amount = '请输入每期定投金额';
  else if (amount.kind === 'invalid') errors.amount = TRADE_MESSAGES.amountInvalid;
  if (!isValidFixedInvestDay(d.period_unit, d.trade_day))
    errors.trade_day =
      d.period_unit === 1 ? TRADE_MESSAGES.fixedWeeklyDay : TRADE_MESSAGES.fixedMonthlyDay;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.start_date)) errors.start_date = '请选择开始日期';
  return errors;
}

/** The state at the last deduction of each year (the yearly lines of the result). */
export function yearEnds(records: Backtest['records']): Backtest['records'] {
  const byYear = new Map<string, Backtest['records'][number]>();
  for (const r of records) byYear.set(r.date.slice(0, 4), r);
  return [...byYear.values()];
}

function Result({ r }: { r: Backtest }) {
  const rows: [string, (leg: Backtest['fixed']) => ReactNode][] = [
    ['投入本金', (l) => <MoneyText value={l.invested} unit="元" />],
    ['申购费', (l) => <MoneyText value={l.fare} unit="元" />],
    ['持有份额', (l) => `${l.shares}份`],
    ['期末市值', (l) => <MoneyText value={l.worth} unit="元" />],
    ['收益', (l) => <MoneyText value={l.profit} unit="元" signed />],
    ['收益率', (l) => <PercentText value={l.return_percent} empty="--" />],
  ];
  return (
    <>
      <Section title="回测结果">
        <p className={s.muted}>
          {`${r.fund.abbr_name}（${r.fund.symbol}） · ${fixedInvestDayLabel(r.period_unit, r.trade_day)}定投${r.amount}元 · ${r.start_date}至${r.end_date} · 共扣款${r.periods}期 · 期末单位净值${r.end_nav}`}
        </p>
        <table className={s.table} aria-label="定投与一次性投入对比">
          <thead>
            <tr>
              <th scope="col">项目</th>
              <th scope="col">定投</th>
              <th scope="col">一次性投入</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{cell(r.fixed)}</td>
                <td>{cell(r.lump)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={s.muted}>一次性投入：相同本金在首个扣款日{r.records[0]?.date}一次买入。</p>
        <div className={s.links}>
          <Link to={appPaths.fundFixedInvestment(r.fund.symbol)}>设置定投计划</Link>
          <Link to={appPaths.fundDetail(r.fund.symbol)}>基金详情</Link>
        </div>
      </Section>
      <Section title="逐年明细">
        <table className={s.table} aria-label="逐年明细">
          <thead>
            <tr>
              <th scope="col">当年最后扣款日</th>
              <th scope="col">累计投入</th>
              <th scope="col">当日市值</th>
            </tr>
          </thead>
          <tbody>
            {yearEnds(r.records).map((x) => (
              <tr key={x.date}>
                <th scope="row">{x.date}</th>
                <td>
                  <MoneyText value={x.invested_total} />
                </td>
                <td>
                  <MoneyText value={x.worth} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Note>{r.note}</Note>
    </>
  );
}

/**
 * /promotion/fixed_invest/detail/ (spec 001 §2 Promotion): the 定投 campaign — a backtest
 * calculator on a fund's real NAV series (fund, amount per period, weekly / monthly and its day,
 * start date): invested, worth and return against the same money invested at once
 * (GET /promotion/fixed_invest/backtest/), and a link to set up the plan. The asked backtest is in
 * the URL, so it survives a reload and can be shared.
 */
export function FixedInvestScreen() {
  const [params, setParams] = useSearchParams();
  const { clock } = useServices();
  const asked = useMemo(() => backtestQueryOf(params), [params]);
  const [draft, setDraft] = useState<Draft>(() => {
    const threeYearsAgo = new Date(clock.now());
    threeYearsAgo.setFullYear(threeYearsAgo.getFullYear() - 3);
    return {
      symbol: params.get('symbol') ?? '',
      name: '',
      amount: params.get('amount') ?? '500',
      period_unit: params.get('period_unit') === '1' ? 1 : 0,
      trade_day: Number(params.get('trade_day')) || 8,
      start_date: params.get('start_date') ?? formatDate(threeYearsAgo),
    };
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const q = useBacktestFixedInvestmentQuery(asked ?? ({} as BacktestQuery), {
    skip: !asked,
  });
  const serverError = (f: Field) => (q.isError ? fieldError(q.error, f) : undefined);
  const shown = (f: Field) => errors[f] ?? serverError(f);
  const general = q.isError && !FIELDS.some((f) => serverError(f)) ? errorMessage(q.error) : null;
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setParams(
      {
        symbol: draft.symbol,
        amount: draft.amount,
        period_unit: String(draft.period_unit),
        trade_day: String(draft.trade_day),
        start_date: draft.start_date,
      },
      { replace: true },
    );
  };
  const result = q.currentData;
  const fundName =
    draft.name || (result?.fund.symbol === draft.symbol ? result.fund.abbr_name : '');
  return (
    <Page title="定投计算器">
      <ActivityIntro code="fixed_invest" fallbackTitle="定投计算器" />
      <Section title="定投回测">
        <form onSubmit={submit} noValidate aria-label="定投回测">
          <div className={s.field}>
            <FundSearch
              label="定投基金"
              placeholder="搜索基金代码、名称或拼音"
              onPick={(f) => {
                setDraft((d) => ({ ...d, symbol: f.symbol, name: f.abbr_name }));
                setErrors((x) => ({ ...x, symbol: undefined }));
              }}
            />
            <p className={s.picked} aria-live="polite">
              {draft.symbol
                ? `已选：${fundName ? `${fundName}（${draft.symbol}）` : draft.symbol}`
                : '尚未选择基金'}
            </p>
            {shown('symbol') && (
              <p className={s.fieldError} role="alert">
                {shown('symbol')}
              </p>
            )}
          </div>
          <MoneyInput
            label="每期金额"
            value={draft.amount}
            onChange={(v) => set('amount', v)}
            placeholder="请输入每期金额"
            error={shown('amount')}
          />
          <fieldset className={`${s.field} ${s.segment}`}>
            <legend className={s.fieldLabel}>扣款周期</legend>
            {(
              [
                [0, '每月'],
                [1, '每周'],
              ] as const
            ).map(([unit, label]) => (
              <label key={unit}>
                <input
                  type="radio"
                  name="period_unit"
                  checked={draft.period_unit === unit}
                  onChange={() => {
                    setDraft((d) => ({
                      ...d,
                      period_unit: unit,
                      trade_day: isValidFixedInvestDay(unit, d.trade_day) ? d.trade_day : 1,
                    }));
                  }}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <div className={s.field}>
            <label className={s.fieldLabel} htmlFor="fi-day">
              扣款日
            </label>
            <select
              id="fi-day"
              className={s.select}
              value={draft.trade_day}
              onChange={(e) => set('trade_day', Number(e.target.value))}
            >
              {fixedInvestDayOptions(draft.period_unit).map((d) => (
                <option key={d} value={d}>
                  {fixedInvestDayLabel(draft.period_unit, d)}
                </option>
              ))}
            </select>
            {shown('trade_day') && (
              <p className={s.fieldError} role="alert">
                {shown('trade_day')}
              </p>
            )}
          </div>
          <div className={s.field}>
            <label className={s.fieldLabel} htmlFor="fi-start">
              开始日期
            </label>
            <input
              id="fi-start"
              type="date"
              className={s.date}
              value={draft.start_date}
              onChange={(e) => set('start_date', e.target.value)}
            />
            {(shown('start_date') ?? shown('end_date')) && (
              <p className={s.fieldError} role="alert">
                {shown('start_date') ?? shown('end_date')}
              </p>
            )}
          </div>
          <Button
            className={s.submit}
            block
            color="primary"
            type="submit"
            loading={q.isFetching}
            loadingText="回测中"
          >
            开始回测
          </Button>
          {general && (
            <p className={s.fieldError} role="alert">
              {general}
            </p>
          )}
        </form>
      </Section>
      {asked && q.isFetching && !result && <PageLoading label="回测中" />}
      {asked && result && <Result r={result} />}
      <ActivityRules code="fixed_invest" />
    </Page>
  );
}

export default FixedInvestScreen;
