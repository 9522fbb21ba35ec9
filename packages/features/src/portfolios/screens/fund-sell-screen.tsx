import { checkFundSell, formatMoney } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { EmptyState } from '@jijin/ui';
import { Button, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { SharesInput, TradeConfirm } from '../../shared/shares-trade';
import { useDebounced } from '../../shared/use-debounced';
import {
  useGetMyPortfolioQuery,
  useGetPortfolioSellFundFeeQuery,
  useSellPortfolioFundMutation,
} from '../../portfolios/api';
import { Actions, Kv, Note, Section } from '../../shared/blocks';
import { portfolioTradeButtons } from '../../portfolios/components/portfolio-parts';
import { sharesString } from '../../shared/shares';

/**
 * /s/{symbol}/{shareId}/sell/: sell one fund out of a held portfolio (spec 001 §2), `shareId`
 * being the held portfolio's id. Shares of that fund (core's `checkFundSell`, spec 001 §5 Fund
 * sell: 当前基金不可卖出, 银行卡不能为空, 请输入正确的赎回份额, 最多可卖出{n}份), the fee from
 * `GET /funds/fund_portfolios/sell_fund_fee/`, the trade password, then one
 * `POST /funds/fund_portfolios/sell_fund/` per attempt and the fund trade's detail, whose 完成
 * returns to the portfolio origin (spec 000 §2, 001 §2).
 */
export function PortfolioFundSellScreen() {
  const { symbol = '', shareId = '' } = useParams();
  const id = Number(shareId);
  const hq = useGetMyPortfolioQuery({ id });
  const [cardId, setCardId] = useState<number | null>(null);
  const [shares, setShares] = useState('');
  const [open, setOpen] = useState(false);
  const [sell, sellState] = useSellPortfolioFundMutation();
  const h = hq.data;
  const held = h?.funds_list?.find((f) => f.fund.symbol === symbol) ?? null;
  const cards = (h?.shares_list ?? []).filter((x) => x.bank_card);
  const card = (cards.find((x) => x.bank_card!.id === cardId) ?? cards[0])?.bank_card ?? null;
  const sellable = h ? portfolioTradeButtons(h.fund_portfolio, h.allow_sell).sell.enabled : false;
  const check = held
    ? checkFundSell({
        shares,
        fund: { allow_sell: sellable && held.fund.allow_sell !== false },
        bankCard: card,
        shares_enable: held.shares_enable,
      })
    : null;
  const message = check && !check.ok ? check.message : '';
  const settled = useDebounced(shares);
  const feeQ = useGetPortfolioSellFundFeeQuery(
    { fund_portfolio_id: id, symbol, shares: check?.ok && settled ? sharesString(settled) : '0' },
    { skip: !check?.ok || !settled },
  );
  const order =
    card && check?.ok
      ? { fund_portfolio_id: id, symbol, shares: sharesString(shares), bank_card_id: card.id }
      : null;
  return (
    <Page title={held ? `卖出 · ${held.fund.abbr_name}` : '卖出组合内基金'}>
      <QueryState query={hq}>
        {(data) =>
          !held ? (
            <EmptyState description="该组合中没有这只基金" />
          ) : (
            <>
              <Section title={data.fund_portfolio.name}>
                <Kv
                  items={[
                    ['基金', `${held.fund.abbr_name}（${held.fund.symbol}）`],
                    ['可卖出份额', `${held.shares_enable ?? held.shares_current}份`],
                  ]}
                />
                {cards.length > 1 && (
                  <Radio.Group value={card?.id ?? null} onChange={(v) => setCardId(v as number)}>
                    <Space direction="vertical">
                      {cards.map((x) => (
                        <Radio key={x.bank_card!.id} value={x.bank_card!.id}>
                          {`${x.bank_card!.bank.name}（尾号${x.bank_card!.bank_card_no_tail}）`}
                        </Radio>
                      ))}
                    </Space>
                  </Radio.Group>
                )}
              </Section>
              <Section label="卖出份额">
                <SharesInput
                  label="卖出份额"
                  verb="卖出"
                  available={held.shares_enable ?? held.shares_current}
                  value={shares}
                  onChange={setShares}
                  error={message}
                />
                {feeQ.data && (
                  <p data-testid="sell-fund-fee">
                    预估手续费 {formatMoney(feeQ.data.fare)}元，预计到账
                    {formatMoney(feeQ.data.amount_confirm_estimate ?? '0')}元
                  </p>
                )}
              </Section>
              <Note>{TRADE_MESSAGES.sellNote}</Note>
              <Note>只卖出组合中的这一只基金，组合内其他基金不变。</Note>
              <Actions>
                <Button
                  block
                  color="primary"
                  size="large"
                  disabled={!check?.ok || sellState.isLoading}
                  onClick={() => setOpen(true)}
                >
                  确定卖出
                </Button>
              </Actions>
              <TradeConfirm
                visible={open}
                onClose={() => setOpen(false)}
                order={order}
                send={sell}
                origin="portfolio"
                busy={sellState.isLoading}
              />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

export default PortfolioFundSellScreen;
