import { formatMoney } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { TradePasswordDialog } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { RequestBody } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useSellPortfolioMutation, useGetPortfolioSellProposalQuery } from '../../portfolios/api';
import { Actions, Kv, Note, Section } from '../../shared/blocks';
import { ProposalTable } from '../../portfolios/components/proposal-table';
import { useOrderSubmit } from '../../portfolios/order-flow';

/** /p/{id}/sell/proposal/?bankCardId&amount: each fund's shares sold, fees, then the password. */
export function SellProposalScreen() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const bankCardId = Number(params.get('bankCardId'));
  const amount = params.get('amount') ?? '';
  const q = useGetPortfolioSellProposalQuery({
    fund_portfolio_id: id,
    bank_card_id: bankCardId,
    amount,
  });
  const [sell, state] = useSellPortfolioMutation();
  const [open, setOpen] = useState(false);
  const submit = useOrderSubmit<RequestBody<'/funds/fund_portfolios/sell/', 'post'>>((arg) =>
    sell(arg).unwrap(),
  );
  return (
    <Page title="卖出方案">
      <QueryState query={q}>
        {(prop) => (
          <>
            <Section title="卖出方案">
              <Kv
                items={[
                  ['卖出金额', `${formatMoney(prop.amount ?? '0', { grouping: true })}元`],
                  ['预估手续费', `${formatMoney(prop.fare)}元`],
                  [
                    '预估到账',
                    `${formatMoney(prop.amount_confirm_estimate ?? '0', { grouping: true })}元`,
                  ],
                ]}
              />
              <ProposalTable items={prop.items} caption="按相同比例卖出以下基金" />
            </Section>
            <Note>{TRADE_MESSAGES.sellNote}</Note>
            <Actions>
              <Button
                block
                color="primary"
                size="large"
                disabled={!prop.allow_trade || state.isLoading}
                onClick={() => setOpen(true)}
              >
                确认卖出
              </Button>
            </Actions>
            <TradePasswordDialog
              visible={open}
              description={`卖出金额 ${formatMoney(amount || '0', { grouping: true })} 元`}
              onSubmit={(password) =>
                submit({ fund_portfolio_id: id, amount, bank_card_id: bankCardId, password })
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

export default SellProposalScreen;
