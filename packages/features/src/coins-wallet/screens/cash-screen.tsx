import { formatMoney, parseDecimal, toMoneyString } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { sanitizeMoneyInput } from '@jijin/core/validation';
import { feedback, MoneyInput } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import {
  errorTitle,
  isDefinitiveRejection,
  useIdempotencyKey,
  useSingleFlight,
} from '../../shared/trade-attempt';
import {
  useGetMyCashAccountQuery,
  useGetPaymentPriceQuery,
  useRechargeMutation,
} from '../../coins-wallet/api';
import s from './wallet.module.css';

/** The payment code the web asks the price of (spec 001 §7 payment/price/?code=weixin_web). */
const CHANNEL = 'weixin_web';
/** Most one recharge takes, yuan (the sandbox's rule). */
const RECHARGE_MAX = '50000.00';

function rechargeMessage(amount: string): string {
  if (amount.trim() === '') return '';
  const a = parseDecimal(amount);
  if (!a || a.lte(0)) return TRADE_MESSAGES.amountInvalid;
  if (a.gt(RECHARGE_MAX)) return `单笔最多充值${RECHARGE_MAX}元`;
  return '';
}

/**
 * /cash/account/ (designed path; spec 001 §7 Cash and payment): the cash account paying for
 * member services, the price for WeChat web pay, and a recharge (one order per attempt).
 */
export function CashScreen() {
  const cashQ = useGetMyCashAccountQuery(undefined, { refetchOnMountOrArgChange: true });
  const priceQ = useGetPaymentPriceQuery({ code: CHANNEL });
  const [amount, setAmount] = useState('');
  const [recharge, state] = useRechargeMutation();
  const { keyFor, settle } = useIdempotencyKey();
  const message = rechargeMessage(amount);
  const ok = amount.trim() !== '' && !message;
  const submit = useSingleFlight(async () => {
    const body = { amount: toMoneyString(amount), channel: CHANNEL } as const;
    try {
      const order = await recharge({ body, idempotencyKey: keyFor(body.amount) }).unwrap();
      settle();
      setAmount('');
      feedback.toast(`充值成功，${formatMoney(order.amount)}元已到账`);
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      feedback.toast(errorTitle(e));
    }
  });
  return (
    <Page title="现金账户">
      <QueryState query={cashQ}>
        {(cash) => (
          <section className={s.summary} aria-label="现金账户余额">
            <p className={s.label}>可用余额（元）</p>
            <p className={s.balance}>{formatMoney(cash.available, { grouping: true })}</p>
            <p className={s.meta}>冻结 {formatMoney(cash.frozen, { grouping: true })}元</p>
          </section>
        )}
      </QueryState>
      {priceQ.data && (
        <section className={s.form} aria-label="服务价格">
          <p className={s.label}>{priceQ.data.name ?? '服务价格'}</p>
          <p className={s.rowTitle}>
            {formatMoney(priceQ.data.price)}元
            {priceQ.data.original_price && (
              <>
                {' '}
                <del aria-label={`原价${formatMoney(priceQ.data.original_price)}元`}>
                  {formatMoney(priceQ.data.original_price)}元
                </del>
              </>
            )}
          </p>
        </section>
      )}
      <section className={s.form} aria-label="充值">
        <MoneyInput
          label="充值金额"
          name="amount"
          value={amount}
          onChange={(v) => setAmount(sanitizeMoneyInput(v))}
          unit="元"
          placeholder="请输入充值金额"
          error={message || undefined}
        />
      </section>
      <div className={s.actions}>
        <Button
          block
          color="primary"
          size="large"
          disabled={!ok || state.isLoading}
          loading={state.isLoading}
          onClick={() => void submit()}
        >
          微信支付充值
        </Button>
      </div>
    </Page>
  );
}

export default CashScreen;
