import { checkPortfolioBuy, formatMoney, toMoneyString } from '@jijin/core';
import { formatAmountForMessage } from '@jijin/core/format';
import { formatMessage, TRADE_MESSAGES } from '@jijin/core/messages';
import { rememberOrigin } from '@jijin/core/navigation';
import { positionGating } from '@jijin/core/status';
import { couponTitle } from '@jijin/core/trade';
import { sanitizeMoneyInput } from '@jijin/core/validation';
import { appPaths } from '../../app/routes/index';
import { BankCardPicker, MoneyInput, defaultCardId, feedback } from '@jijin/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { QueryState } from '../../shared/query-state';
import { useDebounced } from '../../shared/use-debounced';
import {
  usePortfoliosBaoQuery,
  useGetPortfolioBuyFeeQuery,
  usePortfoliosCouponsQuery,
  useGetPortfolioQuery,
  useGetMyAdvisorRiskQuery,
} from '../../portfolios/api';
import { Actions, Note, Section, blocks as s } from '../../shared/blocks';
import { OpenAccountNote } from '../../portfolios/components/open-account-note';
import { PortfolioHead } from '../../portfolios/components/portfolio-parts';
import { useListMyBankCardsQuery } from '../../shared/api';
import { CouponPicker, useCouponChoice } from '../../shared/coupon-picker';

/**
 * /p/{id}/buy/ (?amount=): the amount (core's `checkPortfolioBuy`: 当前组合不可购买, 金额输入不正确,
 * 最低买入{n}元, the card's single limit, 最多买入{n}元, 余额不足 when paying from the bao), the card
 * or the bao, the fee estimate, a coupon (only a usable one, re-checked as the amount or the
 * payment changes: spec 001 §4 Coupon), and the portfolio risk test (spec 001 §5) before the
 * proposal.
 */
export function PortfolioBuyScreen() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { cookies } = useServices();
  const pq = useGetPortfolioQuery({ id });
  const cards = useListMyBankCardsQuery();
  const bao = usePortfoliosBaoQuery();
  const risk = useGetMyAdvisorRiskQuery({ portfolio: id });
  const coupons = usePortfoliosCouponsQuery({ portfolio_info: id });
  const [amount, setAmount] = useState(() => sanitizeMoneyInput(params.get('amount') ?? ''));
  // the card chosen, else the default one from the render that brings the cards
  const [chosenCardId, setCardId] = useState<number | null>(null);
  const cardId = chosenCardId ?? (cards.data ? defaultCardId(cards.data) : null);
  const [payWithBao, setPayWithBao] = useState(false);
  const p = pq.data;
  const card = cards.data?.find((c) => c.id === cardId) ?? null;
  const baoAvailable =
    bao.data?.shares_list?.find((x) => x.bank_card?.id === cardId)?.shares_enable ?? '0';
  const check = p
    ? checkPortfolioBuy({ amount, portfolio: p, bankCard: card, payWithBao, baoAvailable })
    : null;
  const message = check && !check.ok ? check.message : '';
  const valid = Boolean(check?.ok && card);
  const settled = useDebounced(amount);
  const fee = useGetPortfolioBuyFeeQuery(
    { fund_portfolio_id: id, amount: valid && settled ? toMoneyString(settled) : '0' },
    { skip: !valid || !settled },
  );
  const min = p ? positionGating(p).amountMin : null;
  // Spec 001 §4 Coupon: the only usable coupon is preselected; a chosen one the amount no longer
  // allows is dropped and never sent (useCouponChoice over core's couponInEffect).
  const [usableCouponId, setCouponId] = useCouponChoice(coupons.data ?? [], amount);

  const next = async () => {
    if (!p || !card) return;
    if (!check?.ok) {
      if (message) feedback.toast(message);
      return;
    }
    if (!risk.data?.passed) {
      const go = await feedback.confirm({
        title: '投顾风险测评',
        content: risk.data?.investment_risk
          ? TRADE_MESSAGES.portfolioRiskMismatch
          : '买入组合前需完成该组合的投顾风险测评',
        confirmText: '去测评',
      });
      if (go) {
        rememberOrigin(cookies, 'riskTest', location.pathname + location.search);
        navigate(appPaths.portfolioRiskTest({ portfolio_id: id }));
      }
      return;
    }
    navigate(
      appPaths.portfolioBuyProposal(id, {
        bankCardId: card.id,
        amount: toMoneyString(amount),
        isBao: payWithBao,
        coupon: usableCouponId,
      }),
    );
  };

  return (
    <Page title="买入组合">
      <QueryState query={pq}>
        {(pf) => (
          <>
            <PortfolioHead p={pf} />
            <OpenAccountNote />
            <List className={s.card}>
              <BankCardPicker
                cards={cards.data ?? []}
                loading={cards.isLoading}
                value={cardId}
                onChange={setCardId}
                label={payWithBao ? '理财宝所在银行卡' : '支付方式'}
              />
              <List.Item>
                <label>
                  <input
                    type="checkbox"
                    checked={payWithBao}
                    onChange={(e) => setPayWithBao(e.target.checked)}
                  />{' '}
                  使用理财宝支付（可用 {formatMoney(baoAvailable)} 元）
                </label>
              </List.Item>
            </List>
            <Section label="买入金额">
              <MoneyInput
                label="买入金额"
                name="amount"
                value={amount}
                onChange={setAmount}
                placeholder={
                  min
                    ? formatMessage(TRADE_MESSAGES.buyMin, { n: formatAmountForMessage(min) })
                    : '请输入金额'
                }
                error={message || undefined}
              />
              {valid && fee.data && (
                <p className={s.muted} aria-live="polite">
                  预估手续费 {formatMoney(fee.data.fare)}元
                  {fee.data.original_fare && fee.data.original_fare !== fee.data.fare && (
                    <>
                      {' '}
                      <del>{formatMoney(fee.data.original_fare)}元</del>
                    </>
                  )}
                </p>
              )}
              <List>
                <CouponPicker
                  coupons={coupons.data ?? []}
                  amount={amount}
                  value={usableCouponId}
                  onChange={setCouponId}
                  title={couponTitle(p)}
                />
              </List>
            </Section>
            {risk.data && (
              <Note>
                {risk.data.passed
                  ? `投顾风险测评：${risk.data.investment_risk_display ?? ''}，可购买该组合`
                  : risk.data.investment_risk
                    ? `投顾风险测评：${risk.data.investment_risk_display ?? ''}，${TRADE_MESSAGES.portfolioRiskMismatch}`
                    : '买入前需完成该组合的投顾风险测评'}
              </Note>
            )}
            <Note>
              交易日15:00前买入，按当日各基金净值确认；15:00后或非交易日买入，按下一交易日净值确认。
              <Link className={s.link} to={appPaths.faqPortfolioBuy()}>
                组合买入说明
              </Link>
            </Note>
            <Actions>
              <Button
                block
                color="primary"
                size="large"
                disabled={!valid}
                onClick={() => void next()}
              >
                下一步：查看买入方案
              </Button>
            </Actions>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default PortfolioBuyScreen;
