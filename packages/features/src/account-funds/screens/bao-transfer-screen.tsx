import {
  checkFundBuy,
  checkFundSell,
  formatDateTime,
  formatDate,
  formatMoney,
  toMoneyString,
} from '@jijin/core';
import { compareMoney } from '@jijin/core/format';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { markTradeDetailJump, rememberOrigin } from '@jijin/core/navigation';
import { walletSellState } from '@jijin/core/trade';
import { MoneyInput, TradePasswordDialog, BankCardPicker, defaultCardId } from '@jijin/ui';
import { Button, Checkbox, List } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { LoadState } from '../../shared/load-state';
import {
  errorTitle,
  isDefinitiveRejection,
  useIdempotencyKey,
  useSingleFlight,
} from '../../shared/trade-attempt';
import {
  useBuyBaoMutation,
  useGetBaoInfoQuery,
  useGetBaoSellInfoQuery,
  useSellBaoMutation,
} from '../api';
import { useListMyBankCardsQuery } from '../../shared/api';
import styles from '../account-funds.module.css';

/**
 * /accounts/funds/bao/buy/ and /sell/: bao 转入 from a card (core's buy check with 转入 wording)
 * and 转出 to a card, normal (T+1) or fast (about 2 hours, within the daily limit), with the trade
 * password and one transfer per attempt.
 */
export function BaoTransferScreen({ direction }: { direction: 'in' | 'out' }) {
  const out = direction === 'out';
  const navigate = useNavigate();
  const { cookies } = useServices();
  const info = useGetBaoInfoQuery();
  const cardsQ = useListMyBankCardsQuery(undefined, { skip: out });
  const sellInfo = useGetBaoSellInfoQuery(undefined, { skip: !out });
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState<number | null>(null);
  const [fast, setFast] = useState(false);
  const [open, setOpen] = useState(false);
  const [buy, buyState] = useBuyBaoMutation();
  const [sell, sellState] = useSellBaoMutation();
  const { keyFor, settle } = useIdempotencyKey();
  const cards = useMemo(
    () => (out ? sellInfo.data?.bank_cards : cardsQ.data) ?? [],
    [out, sellInfo.data, cardsQ.data],
  );
  useEffect(() => {
    if (cardId === null && cards.length > 0) setCardId(defaultCardId(cards));
  }, [cards, cardId]);
  const card = cards.find((c) => c.id === cardId) ?? null;
  const i = info.data;
  const check = !i
    ? null
    : out
      ? checkFundSell({
          shares: amount,
          fund: { allow_sell: i.allow_sell !== false, is_bao: true },
          bankCard: card,
          shares_enable: fast
            ? minOf(card?.worth_value_enable, sellInfo.data?.fast_limit_left)
            : card?.worth_value_enable,
        })
      : checkFundBuy({
          amount,
          fund: {
            allow_buy: i.allow_buy !== false,
            allow_trade: true,
            is_bao: true,
            amount_min_buy: i.amount_min_buy,
          },
          bankCard: card,
        });
  // Spec 001 §4 wallet sell: zero available -> 暂停转出, the amount above it -> 余额不足 (core's
  // walletSellState, compared with the entered amount); then the card's own limits (checkFundSell).
  const walletState =
    out && sellInfo.data !== undefined
      ? walletSellState(sellInfo.data.worth_value_enable, amount)
      : null;
  const nothingToTransfer = walletState !== null && !walletState.enabled;
  const message = nothingToTransfer ? walletState.message : check && !check.ok ? check.message : '';
  const word = out ? '转出' : '转入';
  const busy = buyState.isLoading || sellState.isLoading;

  const submit = useSingleFlight(async (password: string) => {
    if (!card || !check?.ok) return;
    const body = {
      amount: toMoneyString(amount),
      bank_card_id: card.id,
      password,
      ...(out ? { is_fast: fast } : {}),
    };
    const key = keyFor(JSON.stringify({ ...body, password: undefined, out }));
    try {
      const trade = out
        ? await sell({ body, idempotencyKey: key }).unwrap()
        : await buy({ body, idempotencyKey: key }).unwrap();
      settle();
      setOpen(false);
      markTradeDetailJump(cookies);
      rememberOrigin(cookies, 'tradeDetail', '/accounts/funds/bao/');
      navigate(`/accounts/funds/trades/${trade.id}/`, { replace: true });
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      throw new Error(errorTitle(e), { cause: e });
    }
  });

  return (
    <Page title={`${word}${i ? ` · ${i.fund.abbr_name}` : ''}`}>
      <LoadState query={info}>
        <List className={styles.card}>
          <BankCardPicker
            label={out ? '到账银行卡' : '支付方式'}
            cards={cards}
            value={cardId}
            onChange={setCardId}
            describe={
              out ? (c) => `可转出${formatMoney(c.worth_value_enable ?? '0')}元` : undefined
            }
          />
        </List>
        <section className={styles.card} aria-label={`${word}金额`}>
          <MoneyInput
            label={`${word}金额`}
            value={amount}
            onChange={setAmount}
            error={message || undefined}
            placeholder={
              out
                ? `最多可转出${formatMoney(card?.worth_value_enable ?? '0')}元`
                : `最低转入${i?.amount_min_buy ?? ''}元`
            }
          />
          {out && sellInfo.data && (
            <>
              <Checkbox checked={fast} disabled={!sellInfo.data.fast_enable} onChange={setFast}>
                快速转出（今日剩余额度
                {formatMoney(sellInfo.data.fast_limit_left, { grouping: true })}元）
              </Checkbox>
              <p className={styles.feeLine}>
                {fast
                  ? `预计${formatDateTime(sellInfo.data.fast_arrive_time)}前到账`
                  : `预计${formatDate(sellInfo.data.normal_arrive_date)}到账`}
              </p>
            </>
          )}
        </section>
        {out && (
          <p className={`${styles.note} ${styles.muted}`} role="note">
            {TRADE_MESSAGES.sellNote}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            size="large"
            disabled={!check?.ok || busy || nothingToTransfer}
            onClick={() => setOpen(true)}
          >
            确定{word}
          </Button>
        </div>
        <TradePasswordDialog
          visible={open}
          description={`${word}金额 ${formatMoney(amount || '0', { grouping: true })} 元`}
          onSubmit={submit}
          onClose={() => {
            if (!busy) setOpen(false);
          }}
        />
      </LoadState>
    </Page>
  );
}

function minOf(a: string | undefined | null, b: string | undefined | null): string | undefined {
  if (a == null) return b ?? undefined;
  if (b == null) return a;
  return compareMoney(a, b) <= 0 ? a : b;
}

/** /accounts/funds/bao/buy/: bao 转入 (转出 is bao-sell-screen). */
export default function BaoBuyRoute() {
  return <BaoTransferScreen direction="in" />;
}
