import { formatDate, formatMoney, toMoneyString } from '@jijin/core';
import { walletSellState } from '@jijin/core/trade';
import { sanitizeMoneyInput } from '@jijin/core/validation';
import { appPaths } from '../../app/routes/index';
import {
  BankCardPicker,
  defaultCardId,
  feedback,
  MoneyInput,
  TradePasswordDialog,
} from '@jijin/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import {
  errorTitle,
  isDefinitiveRejection,
  useIdempotencyKey,
  useSingleFlight,
} from '../../shared/trade-attempt';
import { useListMyBankCardsQuery } from '../../shared/api';
import { useGetMyWalletQuery, useWithdrawWalletMutation } from '../../coins-wallet/api';
import { WITHDRAW_MIN, withdrawAmountMessage } from './withdraw-rules';
import s from './wallet.module.css';

/**
 * /wallets/withdraw/ (designed path; spec 001 §7 POST /wallets/withdraw/): the wallet balance to
 * a bound card with the trade password, one withdrawal per attempt (Idempotency-Key). The amount
 * is checked as typed (最低提现1.00元, 余额不足) and nothing typed is lost on a refusal.
 */
export function WithdrawScreen() {
  const navigate = useNavigate();
  const walletQ = useGetMyWalletQuery(undefined, { refetchOnMountOrArgChange: true });
  const cardsQ = useListMyBankCardsQuery();
  const [amount, setAmount] = useState('');
  // the card chosen, else the default one from the render that brings the cards
  const [chosenCardId, setCardId] = useState<number | null>(null);
  const cardId = chosenCardId ?? (cardsQ.data ? defaultCardId(cardsQ.data) : null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [withdraw, state] = useWithdrawWalletMutation();
  const { keyFor, settle } = useIdempotencyKey();

  const available = walletQ.data?.available ?? '0';
  const message = withdrawAmountMessage(amount, available);
  const valid = amount.trim() !== '' && !message && cardId !== null;

  const submit = useSingleFlight(async (password: string) => {
    if (!valid || cardId === null) return;
    const body = { amount: toMoneyString(amount), bank_card_id: cardId, password };
    const key = keyFor(JSON.stringify({ amount: body.amount, bank_card_id: cardId }));
    try {
      const w = await withdraw({ body, idempotencyKey: key }).unwrap();
      settle();
      setPasswordOpen(false);
      feedback.toast(
        `提现申请已提交，预计${w.arrive_date ? formatDate(w.arrive_date) : '下一交易日'}到账`,
      );
      navigate(appPaths.walletChanges(), { replace: true });
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      throw new Error(errorTitle(e), { cause: e });
    }
  });

  return (
    <Page title="提现">
      <QueryState query={walletQ}>
        {(w) => {
          const sell = walletSellState(w.available, WITHDRAW_MIN);
          return (
            <>
              <section className={s.summary} aria-label="可提现金额">
                <p className={s.label}>可提现（元）</p>
                <p className={s.balance}>{formatMoney(w.available, { grouping: true })}</p>
                {!sell.enabled && <p className={s.message}>{sell.message}</p>}
              </section>
              <List className={s.form}>
                <BankCardPicker
                  cards={cardsQ.data ?? []}
                  loading={cardsQ.isLoading}
                  value={cardId}
                  onChange={setCardId}
                  label="到账银行卡"
                />
              </List>
              <section className={s.form} aria-label="提现金额">
                <MoneyInput
                  label="提现金额"
                  name="amount"
                  value={amount}
                  onChange={(v) => setAmount(sanitizeMoneyInput(v))}
                  placeholder={`最低提现${WITHDRAW_MIN}元`}
                  unit="元"
                  error={message || undefined}
                  extra={
                    <button
                      type="button"
                      className={s.all}
                      onClick={() => setAmount(formatMoney(w.available))}
                      disabled={!sell.enabled}
                    >
                      全部提现
                    </button>
                  }
                />
              </section>
              <p className={s.note}>提现不收手续费，预计下一交易日到账银行卡。</p>
              <div className={s.actions}>
                <Button
                  block
                  color="primary"
                  size="large"
                  disabled={!valid || !sell.enabled || state.isLoading}
                  onClick={() => setPasswordOpen(true)}
                >
                  确认提现
                </Button>
              </div>
              <TradePasswordDialog
                visible={passwordOpen}
                description={`提现金额 ${formatMoney(amount || '0', { grouping: true })} 元`}
                onSubmit={submit}
                onClose={() => {
                  if (!state.isLoading) setPasswordOpen(false);
                }}
              />
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

export default WithdrawScreen;
