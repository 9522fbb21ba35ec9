import { checkFundBuy, formatMoney, formatPercent, toMoneyString } from '@jijin/core';
import { formatAmountForMessage } from '@jijin/core/format';
import { TRADE_MESSAGES, formatMessage } from '@jijin/core/messages';
import { markTradeDetailJump, readOrigin, rememberOrigin } from '@jijin/core/navigation';
import { TRADING_SUSPENDED_LABEL } from '@jijin/core/status';
import { buyWording } from '@jijin/core/trade';
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
import { useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services-context';
import {
  useGetBuyFeeQuery,
  useBuyFundMutation,
  useListAvailableCouponsQuery,
  useGetFundFareRatioQuery,
  useGetFundQuery,
  type BuyBody,
} from '../api';
import { useListMyBankCardsQuery } from '../../shared/api';
import { CouponPicker, useCouponChoice } from '../../shared/coupon-picker';
import { tradeConfirmationLine } from '../confirmation-line';
import { FundTitle } from '../components/fund-title';
import { OpenAccountPrompt } from '../components/open-account-prompt';
import { Screen } from '../components/screen';
import { LoadState } from '../../shared/load-state';
import {
  errorTitle,
  isDefinitiveRejection,
  useIdempotencyKey,
  useSingleFlight,
} from '../../shared/trade-attempt';
import { useDebounced } from '../../shared/use-debounced';
import { useSuitabilityGate } from '../components/use-suitability';
import { buyQuickAmounts } from '../quick-amounts';
import styles from '../funds.module.css';

const WORD = { buy: '买入', subscribe: '认购', transferIn: '转入' } as const;

/**
 * /s/{symbol}/buy/ (?amount=): buy (or subscribe) a fund — bank card with limits, amount checked
 * by core's `checkFundBuy`, quick amounts inside its bounds, coupon, fee estimate, the NAV date and
 * confirmation date of an order placed now (the server's timetable), suitability, trade password
 * (repeating that line), one trade per attempt (Idempotency-Key), then the trade detail with its
 * status timeline.
 */
export function BuyScreen() {
  const { symbol = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { cookies } = useServices();
  const fundQ = useGetFundQuery({ symbol });
  const cardsQ = useListMyBankCardsQuery();
  const couponsQ = useListAvailableCouponsQuery({ fund_info: symbol });
  // the timetable is the server's answer for an order placed now: asked again when older than 30 s
  const rulesQ = useGetFundFareRatioQuery({ symbol }, { refetchOnMountOrArgChange: 30 });
  const [amount, setAmount] = useState(() => sanitizeMoneyInput(params.get('amount') ?? ''));
  // The card the user chose; until then the default one, from the first render with the cards
  // (not an effect's render later, which showed the row without its limits line for a frame).
  const [chosenCardId, setCardId] = useState<number | null>(null);
  const cardId = chosenCardId ?? (cardsQ.data ? defaultCardId(cardsQ.data) : null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [gating, setGating] = useState(false);
  const riskConfirmed = useRef(false);
  const [buy, buyState] = useBuyFundMutation();
  const { keyFor, settle } = useIdempotencyKey();
  const gate = useSuitabilityGate(symbol, fundQ.data?.investment_risk);

  const fund = fundQ.data;
  const card = cardsQ.data?.find((c) => c.id === cardId) ?? null;
  const word = fund ? WORD[buyWording(fund)] : '买入';
  const check = fund ? checkFundBuy({ amount, fund, bankCard: card }) : null;
  const message = check && !check.ok ? check.message : '';
  const valid = Boolean(check?.ok && card);
  const subscribing = fund ? buyWording(fund) === 'subscribe' : false;
  const quickAmounts = fund
    ? buyQuickAmounts({
        min: subscribing ? fund.amount_subscribe_min : fund.amount_min_buy,
        max: subscribing ? null : fund.amount_max_buy,
        cardLimit: card?.bank?.single_limit,
      })
    : [];
  // spec 001 §2 Fund trading: when the order is priced and confirmed, before the password; a
  // subscription confirms at the fund's founding, which the timetable does not give
  const confirmation =
    fund && !subscribing && !fund.nav_stale
      ? tradeConfirmationLine(rulesQ.data?.timetable, 'buy')
      : null;

  const settledAmount = useDebounced(amount);
  const feeQ = useGetBuyFeeQuery(
    { symbol, amount: valid ? toMoneyString(settledAmount || '0') : '0' },
    { skip: !valid || !settledAmount },
  );

  const minimum = fund
    ? fund.subscription_status === 1
      ? fund.amount_subscribe_min
      : fund.amount_min_buy
    : undefined;
  const placeholder = minimum
    ? formatMessage(
        buyWording(fund!) === 'subscribe'
          ? TRADE_MESSAGES.subscribeMin
          : buyWording(fund!) === 'transferIn'
            ? TRADE_MESSAGES.transferInMin
            : TRADE_MESSAGES.buyMin,
        { n: formatAmountForMessage(minimum) },
      )
    : '请输入金额';

  // Spec 001 §4 Coupon: the only usable coupon is preselected; a chosen one the amount no longer
  // allows is dropped and never sent (useCouponChoice over core's couponInEffect).
  const [usableCouponId, setCouponId] = useCouponChoice(couponsQ.data ?? [], amount);

  const body = useMemo<Omit<BuyBody, 'password'> | null>(
    () =>
      fund && card && check?.ok
        ? {
            symbol,
            amount: toMoneyString(amount),
            bank_card_id: card.id,
            ...(usableCouponId !== null ? { coupon_id: usableCouponId } : {}),
          }
        : null,
    [fund, card, check?.ok, symbol, amount, usableCouponId],
  );

  const startBuy = async () => {
    if (!body || gating || passwordOpen) return;
    if (!check?.ok) {
      if (message) feedback.toast(message);
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
    if (!body) return;
    const full: BuyBody = {
      ...body,
      password,
      ...(riskConfirmed.current ? { risk_confirmed: true } : {}),
    };
    const key = keyFor(JSON.stringify({ ...full, password: undefined }));
    try {
      const trade = await buy({ body: full, idempotencyKey: key }).unwrap();
      settle();
      setPasswordOpen(false);
      markTradeDetailJump(cookies);
      // spec 000 §2 / 001 §2: 完成 returns where the buy began (the buy/sell origin, default /)
      rememberOrigin(cookies, 'tradeDetail', readOrigin(cookies, 'buySell'));
      navigate(appPaths.tradeDetail(trade.id), { replace: true });
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      throw new Error(errorTitle(e), { cause: e });
    }
  });

  // The bao money fund is bought by transfer-in (POST /funds/bao/buy/), not here.
  if (fund?.is_bao) return <Navigate to={appPaths.baoBuy()} replace />;

  return (
    <Screen title={`${word}${fund ? ` · ${fund.abbr_name}` : ''}`}>
      <LoadState query={fundQ}>
        {fund && (
          <>
            <section className={styles.card} aria-label="基金">
              <FundTitle fund={fund} />
              {fund.nav_stale && (
                <p role="alert" className={styles.muted}>
                  {fund.desc}
                </p>
              )}
            </section>
            <List className={styles.card}>
              <BankCardPicker
                cards={cardsQ.data ?? []}
                loading={cardsQ.isLoading}
                value={cardId}
                onChange={setCardId}
              />
            </List>
            <OpenAccountPrompt action={word} />
            <section className={styles.card} aria-label={`${word}金额`}>
              <MoneyInput
                label={`${word}金额`}
                value={amount}
                onChange={setAmount}
                placeholder={placeholder}
                error={message || undefined}
                name="amount"
              />
              {quickAmounts.length > 0 && (
                <div className={styles.quickAmounts} role="group" aria-label="快捷金额">
                  {quickAmounts.map((q) => (
                    <button
                      key={q.value}
                      type="button"
                      className={styles.quickAmount}
                      aria-pressed={amount === q.value}
                      onClick={() => setAmount(q.value)}
                    >
                      {q.label}
                    </button>
                  ))}
                </div>
              )}
              {valid && feeQ.data && (
                <p className={styles.feeLine} aria-live="polite">
                  预估手续费 {formatMoney(feeQ.data.fare)}元
                  {feeQ.data.original_fare && feeQ.data.original_fare !== feeQ.data.fare && (
                    <>
                      {' '}
                      <del aria-label={`原手续费${formatMoney(feeQ.data.original_fare)}元`}>
                        {formatMoney(feeQ.data.original_fare)}元
                      </del>
                    </>
                  )}
                  （费率{formatPercent(feeQ.data.fare_ratio, { sign: false }).text}）
                </p>
              )}
            </section>
            <List className={styles.card}>
              <CouponPicker
                coupons={couponsQ.data ?? []}
                amount={amount}
                value={usableCouponId}
                onChange={setCouponId}
              />
            </List>
            {confirmation && (
              <p className={styles.confirmLine} data-testid="buy-confirmation">
                {confirmation}
              </p>
            )}
            <p className={`${styles.muted} ${styles.note}`}>
              交易日15:00前{word}，按当日净值确认；15:00后或非交易日{word}，按下一交易日净值确认。
            </p>
            <div className={styles.actions}>
              <Button
                block
                color="primary"
                size="large"
                disabled={!valid || buyState.isLoading || gating || !!fund.nav_stale}
                loading={gating}
                onClick={startBuy}
              >
                {fund.nav_stale ? TRADING_SUSPENDED_LABEL : `确定${word}`}
              </Button>
            </div>
            <TradePasswordDialog
              visible={passwordOpen}
              description={
                <>
                  {word}金额 {formatMoney(amount || '0', { grouping: true })} 元
                  {confirmation && <div>{confirmation}</div>}
                </>
              }
              onSubmit={submit}
              onClose={() => {
                if (!buyState.isLoading) setPasswordOpen(false);
              }}
            />
          </>
        )}
      </LoadState>
    </Screen>
  );
}

export default BuyScreen;
