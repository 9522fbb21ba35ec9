import { newIdempotencyKey, checkFundBuy, toMoneyString } from '@jijin/core';
import { formatAmountForMessage, sumMoney } from '@jijin/core/format';
import { formatMessage, TRADE_MESSAGES } from '@jijin/core/messages';
import { sanitizeMoneyInput } from '@jijin/core/validation';
import { appPaths } from '../../app/routes/index';
import {
  MoneyInput,
  TradePasswordDialog,
  feedback,
  BankCardPicker,
  defaultCardId,
} from '@jijin/ui';
import { Button, List } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { BankCard, Fund } from '@jijin/core/api';
import { errorTitle, isDefinitiveRejection } from '../../shared/trade-attempt';
import { useBuyFundMutation, useGetFundQuery } from '../api';
import { useListMyBankCardsQuery } from '../../shared/api';
import { FundTitle } from '../components/fund-title';
import { Screen } from '../components/screen';
import { useSuitabilityGate } from '../components/use-suitability';
import styles from '../funds.module.css';

interface RowProps {
  symbol: string;
  amount: string;
  card: BankCard | null;
  onAmount: (symbol: string, amount: string) => void;
  onFund: (symbol: string, fund: Fund) => void;
  done: boolean;
}

/** One fund of the batch: its name, risk and amount, checked by core's `checkFundBuy`. */
function BatchRow({ symbol, amount, card, onAmount, onFund, done }: RowProps) {
  const q = useGetFundQuery({ symbol });
  const fund = q.data;
  useEffect(() => {
    if (fund) onFund(symbol, fund);
  }, [fund, onFund, symbol]);
  if (!fund) return <p className={styles.muted}>{q.isError ? errorTitle(q.error) : '加载中'}</p>;
  const check = checkFundBuy({ amount, fund, bankCard: card });
  return (
    <section className={styles.card} aria-label={fund.abbr_name}>
      <FundTitle fund={fund} />
      {done ? (
        <p className={styles.orange}>已提交</p>
      ) : (
        <MoneyInput
          label={`${fund.abbr_name}买入金额`}
          value={amount}
          onChange={(v) => onAmount(symbol, v)}
          placeholder={
            fund.amount_min_buy
              ? formatMessage(TRADE_MESSAGES.buyMin, {
                  n: formatAmountForMessage(fund.amount_min_buy),
                })
              : '请输入金额'
          }
          error={!check.ok && check.message ? check.message : undefined}
        />
      )}
    </section>
  );
}

/**
 * /s/{symbols}/buy_batch/?amountMinBuy=: buy several funds at once (e.g. a manager's recommended
 * funds, comma-separated codes), each amount prefilled with `amountMinBuy` (or its own from
 * `?amounts=`, comma-separated in the same order) and checked by core;
 * one card, one suitability check (the highest risk), one trade password; each fund is its own
 * trade with its own Idempotency-Key, so a retry re-sends only the ones not yet made. With one
 * fund it is the buy page.
 */
export function BuyBatchScreen() {
  const { symbol = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const symbols = symbol.split(',').filter(Boolean);
  const start = sanitizeMoneyInput(params.get('amountMinBuy') ?? '');
  // ?amounts= (comma-separated, one per fund, e.g. a manager assessment's 50/50 split) overrides
  // amountMinBuy fund by fund.
  const perFund = (params.get('amounts') ?? '').split(',').map((a) => sanitizeMoneyInput(a));
  const cardsQ = useListMyBankCardsQuery();
  // the card chosen, else the default one from the render that brings the cards (no effect's
  // render later: the card row would change its height a frame after the cards came)
  const [chosenCardId, setCardId] = useState<number | null>(null);
  const cardId = chosenCardId ?? (cardsQ.data ? defaultCardId(cardsQ.data) : null);
  const [amounts, setAmounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(symbols.map((s, i) => [s, perFund[i] || start])),
  );
  const [funds, setFunds] = useState<Record<string, Fund>>({});
  const [done, setDone] = useState<Record<string, boolean>>({});
  const [open, setOpen] = useState(false);
  const keys = useRef(new Map<string, { key: string; fingerprint: string }>());
  const riskConfirmed = useRef(false);
  const [buy] = useBuyFundMutation();
  const maxRisk = Math.max(1, ...Object.values(funds).map((f) => f.investment_risk ?? 5));
  const aboveSymbols = Object.values(funds)
    .filter((f) => (f.investment_risk ?? 5) > 1)
    .map((f) => f.symbol);
  const gate = useSuitabilityGate(aboveSymbols, maxRisk);

  const onAmount = useCallback((s: string, v: string) => setAmounts((a) => ({ ...a, [s]: v })), []);
  const onFund = useCallback(
    (s: string, f: Fund) => setFunds((m) => (m[s] === f ? m : { ...m, [s]: f })),
    [],
  );

  if (symbols.length === 1) {
    const one = perFund[0] || start;
    return (
      <Navigate
        to={`/s/${symbols[0]}/buy/${one ? `?amount=${encodeURIComponent(one)}` : ''}`}
        replace
      />
    );
  }

  const card = cardsQ.data?.find((c) => c.id === cardId) ?? null;
  const pending = symbols.filter((s) => !done[s]);
  const allLoaded = symbols.every((s) => funds[s]);
  const valid =
    Boolean(card) &&
    allLoaded &&
    pending.length > 0 &&
    pending.every((s) => checkFundBuy({ amount: amounts[s], fund: funds[s]!, bankCard: card }).ok);
  const total = valid ? sumMoney(pending.map((s) => toMoneyString(amounts[s]!))) : null;

  const startBuy = async () => {
    if (!valid) return;
    const outcome = await gate.ensure();
    if (!outcome.proceed) return;
    riskConfirmed.current = outcome.riskConfirmed;
    setOpen(true);
  };

  const submit = async (password: string) => {
    if (!card) return;
    const failures: string[] = [];
    for (const s of pending) {
      const body = {
        symbol: s,
        amount: toMoneyString(amounts[s]!),
        bank_card_id: card.id,
        password,
        ...(riskConfirmed.current ? { risk_confirmed: true } : {}),
      };
      const fingerprint = JSON.stringify({ ...body, password: undefined });
      let attempt = keys.current.get(s);
      if (!attempt || attempt.fingerprint !== fingerprint) {
        attempt = { key: newIdempotencyKey(), fingerprint };
        keys.current.set(s, attempt);
      }
      try {
        await buy({ body, idempotencyKey: attempt.key }).unwrap();
        keys.current.delete(s);
        setDone((d) => ({ ...d, [s]: true }));
      } catch (e) {
        if (isDefinitiveRejection(e)) keys.current.delete(s);
        failures.push(`${funds[s]?.abbr_name ?? s}：${errorTitle(e)}`);
      }
    }
    if (failures.length > 0) throw new Error(failures.join('；'));
    setOpen(false);
    feedback.toast('买入申请已提交');
    navigate(appPaths.trades(), { replace: true });
  };

  return (
    <Screen title="批量买入">
      <List className={styles.card}>
        <BankCardPicker
          cards={cardsQ.data ?? []}
          loading={cardsQ.isLoading}
          value={cardId}
          onChange={setCardId}
        />
      </List>
      {symbols.map((s) => (
        <BatchRow
          key={s}
          symbol={s}
          amount={amounts[s] ?? ''}
          card={card}
          onAmount={onAmount}
          onFund={onFund}
          done={Boolean(done[s])}
        />
      ))}
      {total && (
        <p className={`${styles.feeLine} ${styles.note}`}>
          合计 {total} 元，共{pending.length}只基金
        </p>
      )}
      <div className={styles.actions}>
        <Button block color="primary" size="large" disabled={!valid} onClick={startBuy}>
          确定买入
        </Button>
      </div>
      <TradePasswordDialog
        visible={open}
        description={total ? `买入${pending.length}只基金，合计 ${total} 元` : undefined}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      />
    </Screen>
  );
}

export default BuyBatchScreen;
