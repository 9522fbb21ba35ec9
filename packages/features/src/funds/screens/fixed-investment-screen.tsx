import {
  checkFixedInvestment,
  formatDate,
  formatMoney,
  toMoneyString,
  type PeriodUnit,
} from '@jijin/core';
import { formatAmountForMessage } from '@jijin/core/format';
import { TRADE_MESSAGES, formatMessage } from '@jijin/core/messages';
import { PERIOD_UNITS } from '@jijin/core/status';
import {
  checkTakeProfitTarget,
  fixedInvestDayLabel,
  fixedInvestDayOptions,
  isValidFixedInvestDay,
} from '@jijin/core/trade';
import { appPaths } from '../../app/routes/index';
import {
  MoneyInput,
  TradePasswordDialog,
  feedback,
  BankCardPicker,
  defaultCardId,
} from '@jijin/ui';
import { Button, List } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  useGetFundQuery,
  useCreateFixedInvestmentMutation,
  useGetFixedInvestmentFirstDateQuery,
  useFundsFixedModifyMutation,
  useListMaIndexesQuery,
} from '../api';
import { useGetFixedInvestmentQuery, useListMyBankCardsQuery } from '../../shared/api';
import { FundTitle } from '../components/fund-title';
import { OpenAccountPrompt } from '../components/open-account-prompt';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import {
  errorTitle,
  isDefinitiveRejection,
  useIdempotencyKey,
  useSingleFlight,
} from '../../shared/trade-attempt';
import { useSuitabilityGate } from '../components/use-suitability';
import { MaTable } from '../components/ma-table';
import type { RequestQuery } from '../../app/api-types';
import {
  FIXED_STRATEGIES,
  TAKE_PROFIT_ACTIONS,
  type FixedStrategy,
  type TakeProfitAction,
} from '../../shared/fixed-strategy';
import styles from '../funds.module.css';

/** 均线 lengths offered (trading days). */
const MA_DAYS = [20, 60, 120, 250, 500] as const;

/** The indexes a 均线 plan may follow (the contract's enum). */
type MaIndexSymbol = NonNullable<
  RequestQuery<'/funds/fixed_investment/smart_backtest/', 'get'>['index_symbol']
>;

/**
 * /s/{symbol}/fixed_investment/ (new plan) and /s/{symbol}/fixed_investment/{id}/ (modify): a
 * monthly (days 1-28) or weekly (Mon-Fri) 定投 — core's `checkFixedInvestment`, the first
 * deduction date from the server's calendar, suitability, trade password, one plan per attempt.
 * The strategy (designed): 普通定投, 均线定投 (the reference index — those with daily closes,
 * GET /funds/fixed_investment/ma_indexes/, the fund's default preselected, one without the latest
 * close shown disabled with its last date — the N-day MA, core's multiple table shown) or
 * 目标止盈定投 (target return %, then 赎回至理财宝 or 暂停定投), with a link to the backtest.
 */
export function FixedInvestmentScreen() {
  const { symbol = '', id } = useParams();
  const planId = id ? Number(id) : null;
  const navigate = useNavigate();
  const fundQ = useGetFundQuery({ symbol });
  const cardsQ = useListMyBankCardsQuery();
  const planQ = useGetFixedInvestmentQuery({ id: planId ?? 0 }, { skip: planId === null });
  const [amount, setAmount] = useState('');
  const [period, setPeriod] = useState<PeriodUnit>(0);
  const [day, setDay] = useState(1);
  const [cardId, setCardId] = useState<number | null>(null);
  const [strategy, setStrategy] = useState<FixedStrategy>('fixed');
  const [maDays, setMaDays] = useState(250);
  const [maIndex, setMaIndex] = useState<string | null>(null);
  const [target, setTarget] = useState('15');
  const [action, setAction] = useState<TakeProfitAction>('redeem_to_bao');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [gating, setGating] = useState(false);
  const riskConfirmed = useRef(false);
  const [create, createState] = useCreateFixedInvestmentMutation();
  const [modify, modifyState] = useFundsFixedModifyMutation();
  const { keyFor, settle } = useIdempotencyKey();
  const gate = useSuitabilityGate(symbol, fundQ.data?.investment_risk);

  const plan = planQ.data;
  useEffect(() => {
    if (plan) {
      setAmount(plan.amount);
      setPeriod(plan.period_unit);
      setDay(plan.trade_day);
      setCardId(plan.bank_card.id);
      setStrategy(plan.strategy ?? 'fixed');
      if (plan.ma_days) setMaDays(plan.ma_days);
      if (plan.index_symbol) setMaIndex(plan.index_symbol);
      if (plan.take_profit_percent !== null && plan.take_profit_percent !== undefined)
        setTarget(String(plan.take_profit_percent));
      if (plan.take_profit_action) setAction(plan.take_profit_action);
    }
  }, [plan]);
  useEffect(() => {
    if (cardId === null && cardsQ.data && planId === null) setCardId(defaultCardId(cardsQ.data));
  }, [cardsQ.data, cardId, planId]);

  const indexesQ = useListMaIndexesQuery({ symbol }, { skip: strategy !== 'ma' });
  const indexes = indexesQ.data?.results ?? [];
  // the investor's choice, else the plan's, else the fund's default (its benchmark, else 沪深300)
  const chosenIndex = maIndex ?? indexesQ.data?.default_symbol ?? null;
  const indexName = indexes.find((i) => i.symbol === chosenIndex)?.name ?? '参考指数';
  const fund = fundQ.data;
  const card = cardsQ.data?.find((c) => c.id === cardId) ?? null;
  const check = fund
    ? checkFixedInvestment({ amount, fund, bankCard: card, period_unit: period, trade_day: day })
    : null;
  const message = check && !check.ok ? check.message : '';
  // the server's own rule (core): above 0, at most 500 %, two decimals
  const targetCheck = strategy === 'take_profit' ? checkTakeProfitTarget(target) : null;
  const targetError = targetCheck && !targetCheck.ok ? targetCheck.message : null;
  const valid = Boolean(check?.ok) && targetError === null;
  const firstQ = useGetFixedInvestmentFirstDateQuery(
    { symbol, period_unit: period, trade_day: day },
    { skip: !isValidFixedInvestDay(period, day) || planId !== null },
  );
  const placeholder = fund?.amount_fixed_min
    ? formatMessage(TRADE_MESSAGES.fixedMin, { n: formatAmountForMessage(fund.amount_fixed_min) })
    : '请输入每期金额';

  const start = async () => {
    if (!valid || gating) return;
    if (planId !== null) {
      setPasswordOpen(true);
      return;
    }
    setGating(true);
    try {
      const outcome = await gate.ensure();
      if (!outcome.proceed) return;
      riskConfirmed.current = outcome.riskConfirmed;
      setPasswordOpen(true);
    } finally {
      setGating(false);
    }
  };

  const submit = useSingleFlight(async (password: string) => {
    if (!card || !check?.ok || targetError !== null) return;
    const common = {
      amount: toMoneyString(amount),
      bank_card_id: card.id,
      period_unit: period,
      trade_day: day,
      strategy,
      ...(strategy === 'ma'
        ? {
            ...(chosenIndex ? { index_symbol: chosenIndex as MaIndexSymbol } : {}),
            ma_days: maDays,
          }
        : {}),
      ...(strategy === 'take_profit'
        ? { take_profit_percent: Number(target), take_profit_action: action }
        : {}),
    };
    try {
      if (planId !== null) {
        await modify({ id: planId, body: { ...common, password } }).unwrap();
        setPasswordOpen(false);
        feedback.toast(TRADE_MESSAGES.submitSuccess);
        navigate(appPaths.fixedInvestmentDetail(planId), { replace: true });
        return;
      }
      const body = {
        symbol,
        ...common,
        password,
        ...(riskConfirmed.current ? { risk_confirmed: true } : {}),
      };
      const key = keyFor(JSON.stringify({ ...body, password: undefined }));
      const created = await create({ body, idempotencyKey: key }).unwrap();
      settle();
      setPasswordOpen(false);
      feedback.toast('定投设置成功');
      navigate(appPaths.fixedInvestmentDetail(created.id), { replace: true });
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      throw new Error(errorTitle(e), { cause: e });
    }
  });

  const busy = createState.isLoading || modifyState.isLoading;
  const days = fixedInvestDayOptions(period);
  const backtest = `${appPaths.fundSmartBacktest(symbol)}?${new URLSearchParams({
    strategy: strategy === 'take_profit' ? 'take_profit' : 'ma',
    amount: amount || '500',
    period_unit: String(period),
    trade_day: String(day),
    ma_days: String(maDays),
    take_profit_percent: target,
    ...(strategy === 'ma' && chosenIndex ? { index_symbol: chosenIndex } : {}),
  }).toString()}`;
  const strategyName = FIXED_STRATEGIES.find(([k]) => k === strategy)![1];

  return (
    <Screen title={planId !== null ? '修改定投' : `定投${fund ? ` · ${fund.abbr_name}` : ''}`}>
      <LoadState query={fundQ}>
        {fund && (
          <>
            <section className={styles.card} aria-label="基金">
              <FundTitle fund={fund} />
            </section>
            <OpenAccountPrompt action="定投" />
            <List className={styles.card}>
              <BankCardPicker
                label="扣款银行卡"
                cards={cardsQ.data ?? []}
                loading={cardsQ.isLoading}
                value={cardId}
                onChange={setCardId}
              />
            </List>
            <section className={styles.card} aria-label="定投设置">
              <MoneyInput
                label="每期金额"
                value={amount}
                onChange={setAmount}
                placeholder={placeholder}
                error={message || undefined}
                name="amount"
              />
              <div className={styles.fieldRow}>
                <label htmlFor="fi-period">定投周期</label>
                <select
                  id="fi-period"
                  value={period}
                  onChange={(e) => {
                    const next = Number(e.target.value) as PeriodUnit;
                    setPeriod(next);
                    setDay(1);
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
                <label htmlFor="fi-day">扣款日</label>
                <select id="fi-day" value={day} onChange={(e) => setDay(Number(e.target.value))}>
                  {days.map((d) => (
                    <option key={d} value={d}>
                      {fixedInvestDayLabel(period, d)}
                    </option>
                  ))}
                </select>
              </div>
              {firstQ.data && (
                <p className={styles.feeLine} aria-live="polite">
                  首次扣款日 {formatDate(firstQ.data.first_date)}（遇非交易日顺延）
                </p>
              )}
            </section>
            <section className={styles.card} aria-label="定投策略">
              <fieldset className={styles.fieldRow}>
                <legend>定投策略</legend>
                {FIXED_STRATEGIES.map(([key, label]) => (
                  <label key={key}>
                    <input
                      type="radio"
                      name="strategy"
                      checked={strategy === key}
                      onChange={() => setStrategy(key)}
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
              {strategy === 'fixed' && <p className={styles.muted}>每期按设定金额扣款。</p>}
              {strategy === 'ma' && (
                <>
                  <div className={styles.fieldRow}>
                    <label htmlFor="fi-ma-index">参考指数</label>
                    <select
                      id="fi-ma-index"
                      value={chosenIndex ?? ''}
                      disabled={indexes.length === 0}
                      onChange={(e) => setMaIndex(e.target.value)}
                    >
                      {indexes.length === 0 && <option value="">加载中</option>}
                      {indexes.map((i) => (
                        <option key={i.symbol} value={i.symbol} disabled={!i.available}>
                          {i.name}
                          {i.is_benchmark ? '（业绩基准）' : ''}
                          {i.available ? '' : `（数据截至${formatDate(i.last_close_date)}）`}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className={styles.fieldRow}>
                    <label htmlFor="fi-ma-days">均线周期</label>
                    <select
                      id="fi-ma-days"
                      value={maDays}
                      onChange={(e) => setMaDays(Number(e.target.value))}
                    >
                      {MA_DAYS.map((d) => (
                        <option key={d} value={d}>
                          {d}日均线
                        </option>
                      ))}
                    </select>
                  </div>
                  <p className={styles.muted}>
                    每期扣款 = 每期金额 × 倍数：按扣款日前一交易日{indexName}收盘价相对其{maDays}
                    日均线的偏离确定倍数（60%至210%）。
                  </p>
                  <MaTable />
                </>
              )}
              {strategy === 'take_profit' && (
                <>
                  <div className={styles.fieldRow}>
                    <label htmlFor="fi-target">目标收益率（%）</label>
                    <input
                      id="fi-target"
                      inputMode="decimal"
                      value={target}
                      aria-invalid={targetError !== null}
                      aria-describedby={targetError ? 'fi-target-error' : undefined}
                      onChange={(e) => setTarget(e.target.value)}
                    />
                  </div>
                  {targetError && (
                    <p id="fi-target-error" role="alert" className={styles.muted}>
                      {targetError}
                    </p>
                  )}
                  <fieldset className={styles.fieldRow}>
                    <legend>达到目标后</legend>
                    {TAKE_PROFIT_ACTIONS.map(([key, label]) => (
                      <label key={key}>
                        <input
                          type="radio"
                          name="take_profit_action"
                          checked={action === key}
                          onChange={() => setAction(key)}
                        />
                        {label}
                      </label>
                    ))}
                  </fieldset>
                  <p className={styles.muted}>
                    每个净值确认日检查本计划的持有收益率，首次达到目标时
                    {action === 'pause'
                      ? '暂停定投，份额继续持有'
                      : '将本计划的份额赎回至理财宝，定投继续'}
                    ，并发送消息通知。
                  </p>
                </>
              )}
            </section>
            <p className={`${styles.note} ${styles.muted}`}>
              定投按扣款日当天的净值确认；余额不足时当期扣款失败，不影响后续扣款。
            </p>
            <p className={styles.note}>
              <Link to={backtest}>智能定投回测：均线定投、目标止盈</Link>
            </p>
            <div className={styles.actions}>
              <Button
                block
                color="primary"
                size="large"
                disabled={!valid || busy || gating}
                loading={gating}
                onClick={start}
              >
                {planId !== null ? '确认修改' : '确定定投'}
              </Button>
            </div>
            <TradePasswordDialog
              visible={passwordOpen}
              description={`${strategyName}：${fixedInvestDayLabel(period, isValidFixedInvestDay(period, day) ? day : 1)}定投 ${formatMoney(amount || '0', { grouping: true })} 元`}
              onSubmit={submit}
              onClose={() => {
                if (!busy) setPasswordOpen(false);
              }}
            />
          </>
        )}
      </LoadState>
    </Screen>
  );
}

export default FixedInvestmentScreen;
