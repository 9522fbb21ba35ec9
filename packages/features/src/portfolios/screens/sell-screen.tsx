import { checkPortfolioSell, formatMoney, toDecimal, toMoneyString } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { sanitizeMoneyInput } from '@jijin/core/validation';
import { appPaths } from '../../app/routes/index';
import { EmptyState, MoneyInput, feedback } from '@jijin/ui';
import { Button, List, Radio, Space } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { NextStep, QueryState } from '../../shared/query-state';
import { useGetPortfolioQuery, useGetMyPortfolioQuery } from '../../portfolios/api';
import { Actions, Note, Section } from '../../shared/blocks';

/**
 * /p/{id}/sell/: the card to sell from (each card's sellable worth), the amount in yuan (core's
 * `checkPortfolioSell`: 当前组合不可卖出, 银行卡不能为空, 金额输入不正确, 最多可卖出{n}元,
 * 最少卖出{n}元), 全部 / 一半 shortcuts, then the sell proposal.
 */
export function PortfolioSellScreen() {
  const id = Number(useParams().id);
  const pq = useGetPortfolioQuery({ id });
  const hq = useGetMyPortfolioQuery({ id });
  const navigate = useNavigate();
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const shares = hq.data?.shares_list ?? [];
  const firstCard = hq.data?.shares_list[0]?.id ?? null;
  useEffect(() => {
    if (cardId === null && firstCard !== null) setCardId(firstCard);
  }, [firstCard, cardId]);
  const share = shares.find((x) => x.id === cardId) ?? null;
  const p = pq.data;
  const check = p
    ? checkPortfolioSell({
        amount,
        portfolio: { allow_sell: p.allow_sell && Boolean(hq.data?.allow_sell) },
        bankCard: share?.bank_card
          ? { ...share.bank_card, worth_value_enable: share.worth_value_enable ?? '0' }
          : null,
        available: share?.worth_value_enable ?? '0',
        minimum: p.amount_min_sell ?? null,
      })
    : null;
  const message = check && !check.ok ? check.message : '';
  const next = () => {
    if (!check?.ok || !share) {
      if (message) feedback.toast(message);
      return;
    }
    navigate(
      appPaths.portfolioSellProposal(id, { bankCardId: share.id, amount: toMoneyString(amount) }),
    );
  };
  return (
    <Page title="卖出组合">
      <QueryState query={hq} next={<NextStep to={appPaths.portfolioBuy(id)}>去买入</NextStep>}>
        {() =>
          shares.length === 0 ? (
            <EmptyState description="暂无可卖出的份额" />
          ) : (
            <>
              <Section title={p?.name ?? '组合'}>
                <Radio.Group value={cardId} onChange={(v) => setCardId(v as number)}>
                  <Space direction="vertical">
                    {shares.map((x) => (
                      <Radio key={x.id} value={x.id}>
                        {x.bank_card
                          ? `${x.bank_card.bank.name}（尾号${x.bank_card.bank_card_no_tail}）`
                          : '银行卡'}
                        ，可卖出 {formatMoney(x.worth_value_enable ?? '0', { grouping: true })} 元
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              </Section>
              <Section label="卖出金额">
                <MoneyInput
                  label="卖出金额"
                  name="amount"
                  value={amount}
                  onChange={(v) => setAmount(sanitizeMoneyInput(v))}
                  placeholder={`最多可卖出${formatMoney(share?.worth_value_enable ?? '0')}元`}
                  error={message || undefined}
                />
                <List>
                  <List.Item>
                    <Space>
                      <Button
                        size="mini"
                        onClick={() => setAmount(share?.worth_value_enable ?? '')}
                      >
                        全部
                      </Button>
                      <Button
                        size="mini"
                        onClick={() =>
                          setAmount(
                            share?.worth_value_enable
                              ? // half, rounded down to the cent (1 = Decimal.ROUND_DOWN)
                                toDecimal(share.worth_value_enable).div(2).toFixed(2, 1)
                              : '',
                          )
                        }
                      >
                        一半
                      </Button>
                    </Space>
                  </List.Item>
                </List>
              </Section>
              <Note>{TRADE_MESSAGES.sellNote}</Note>
              <Note>按卖出金额占可卖出市值的比例，卖出组合内每只基金相同比例的份额。</Note>
              <Actions>
                <Button block color="primary" size="large" disabled={!check?.ok} onClick={next}>
                  下一步：查看卖出方案
                </Button>
              </Actions>
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

export default PortfolioSellScreen;
