import { formatMoney } from '@jijin/core';
import { keepUsableCoupon } from '@jijin/core/trade';
import { TradePasswordDialog } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { RequestBody } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import {
  useBuyPortfolioMutation,
  useGetPortfolioBuyProposalQuery,
  usePortfoliosCouponsQuery,
} from '../../portfolios/api';
import { Actions, Kv, Note, Section } from '../../shared/blocks';
import { ProposalTable } from '../../portfolios/components/proposal-table';
import { useOrderSubmit } from '../../portfolios/order-flow';

/**
 * /p/{id}/buy/proposal/?bankCardId&amount&isBao[&coupon]: what each fund gets (yuan, estimated
 * shares, fee), the total fee and discount, the coupon when it is still usable for the amount
 * (spec 001 §4 Coupon), then the trade password and one order per attempt.
 */
export function BuyProposalScreen() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const bankCardId = Number(params.get('bankCardId'));
  const amount = params.get('amount') ?? '';
  const isBao = params.get('isBao') === '1' || params.get('isBao') === 'true';
  const couponParam = params.get('coupon') ? Number(params.get('coupon')) : null;
  const coupons = usePortfoliosCouponsQuery({ portfolio_info: id }, { skip: couponParam === null });
  // Spec 001 §4 Coupon: the coupon in the address is re-checked against the amount (core's
  // keepUsableCoupon) — one not usable (or not the user's) is neither shown nor sent.
  const couponId = keepUsableCoupon(couponParam, coupons.data ?? [], amount);
  const coupon = coupons.data?.find((c) => c.id === couponId) ?? null;
  const couponPending = couponParam !== null && coupons.isLoading;
  const couponRow: [string, string][] = coupon
    ? [['优惠券', `${coupon.name}（${formatMoney(coupon.amount)}元）`]]
    : [];
  const q = useGetPortfolioBuyProposalQuery({
    fund_portfolio_id: id,
    bank_card_id: bankCardId,
    amount,
    ...(isBao ? { is_bao: true } : {}),
  });
  const [buy, state] = useBuyPortfolioMutation();
  const [open, setOpen] = useState(false);
  const submit = useOrderSubmit<RequestBody<'/funds/fund_portfolios/buy/', 'post'>>((arg) =>
    buy(arg).unwrap(),
  );
  return (
    <Page title="买入方案">
      <QueryState query={q}>
        {(prop) => (
          <>
            <Section title="买入方案">
              <Kv
                items={[
                  ['买入金额', `${formatMoney(prop.amount ?? '0', { grouping: true })}元`],
                  ['支付方式', isBao ? '理财宝' : '银行卡'],
                  ['预估手续费', `${formatMoney(prop.fare)}元`],
                  ['手续费优惠', `${formatMoney(prop.discount ?? '0')}元`],
                  ...couponRow,
                ]}
              />
              <ProposalTable items={prop.items} caption="按目标占比拆分为以下基金买入" />
            </Section>
            {prop.message && <Note>{prop.message}</Note>}
            <Note>份额按最新公布净值估算，以基金公司确认为准；确认后可在组合持仓查看。</Note>
            <Actions>
              <Button
                block
                color="primary"
                size="large"
                disabled={!prop.allow_trade || state.isLoading || couponPending}
                onClick={() => setOpen(true)}
              >
                确认买入
              </Button>
            </Actions>
            <TradePasswordDialog
              visible={open}
              description={`买入金额 ${formatMoney(amount || '0', { grouping: true })} 元`}
              onSubmit={(password) =>
                submit({
                  fund_portfolio_id: id,
                  amount,
                  bank_card_id: bankCardId,
                  password,
                  ...(isBao ? { is_bao_pay: true } : {}),
                  ...(couponId !== null ? { coupon_id: couponId } : {}),
                })
              }
              onClose={() => {
                if (!state.isLoading) setOpen(false);
              }}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default BuyProposalScreen;
