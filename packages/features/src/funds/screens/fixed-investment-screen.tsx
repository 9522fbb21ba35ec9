import {
  PERIOD_UNITS,
  TRADE_MESSAGES,
  checkFixedInvestment,
  fixedInvestDayLabel,
  fixedInvestDayOptions,
  formatAmountForMessage,
  formatDate,
  formatMessage,
  formatMoney,
  isValidFixedInvestDay,
  toMoneyString,
  type PeriodUnit,
} from '@jijin/core';
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
  useFundsGetFundQuery,
  useFundsFixedCreateMutation,
  useFundsFixedFirstDateQuery,
  useFundsFixedModifyMutation,
} from '../api';
import { useSharedGetFixedInvestmentQuery, useSharedListBankCardsQuery } from '../../shared/api';
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
import styles from '../funds.module.css';

/**
 * /s/{symbol}/fixed_investment/ (new plan) and /s/{symbol}/fixed_investment/{id}/ (modify): a
 * monthly (days 1-28) or weekly (Mon-Fri) 定投 — core's `checkFixedInvestment`, the first
 * deduction date from the server's calendar, suitability, trade password, one plan per attempt.
 */
export function FixedInvestmentScreen() {
  const { symbol = '', id } = useParams();
  const planId = id ? Number(id) : null;
  const navigate = useNavigate();
  const fundQ = useFundsGetFundQuery(symbol);
  const cardsQ = useSharedListBankCardsQuery();
  const planQ = useSharedGetFixedInvestmentQuery(planId ?? 0, { skip: planId === null });
  const [amount, setAmount] = useState('');
  const [period, setPeriod] = useState<PeriodUnit>(0);
  const [day, setDay] = useState(1);
  const [cardId, setCardId] = useState<number | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [gating, setGating] = useState(false);
  const riskConfirmed = useRef(false);
  const [create, createState] = useFundsFixedCreateMutation();
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
    }
  }, [plan]);
  useEffect(() => {
    if (cardId === null && cardsQ.data && planId === null) setCardId(defaultCardId(cardsQ.data));
  }, [cardsQ.data, cardId, planId]);

  const fund = fundQ.data;
  const card = cardsQ.data?.find((c) => c.id === cardId) ?? null;
  const check = fund
    ? checkFixedInvestment({ amount, fund, bankCard: card, period_unit: period, trade_day: day })
    : null;
  const message = check && !check.ok ? check.message : '';
  const valid = Boolean(check?.ok);
  const firstQ = useFundsFixedFirstDateQuery(
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
    if (!card || !check?.ok) return;
    const common = {
      amount: toMoneyString(amount),
      bank_card_id: card.id,
      period_unit: period,
      trade_day: day,
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
            <p className={`${styles.note} ${styles.muted}`}>
              定投按扣款日当天的净值确认；余额不足时当期扣款失败，不影响后续扣款。
            </p>
            <p className={styles.note}>
              <Link to={appPaths.fundSmartBacktest(symbol)}>智能定投回测：均线定投、目标止盈</Link>
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
              description={`${fixedInvestDayLabel(period, isValidFixedInvestDay(period, day) ? day : 1)}定投 ${formatMoney(amount || '0', { grouping: true })} 元`}
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
