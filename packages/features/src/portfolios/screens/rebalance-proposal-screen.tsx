import { formatMoney } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { TradePasswordDialog } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { RequestBody } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import {
  useRebalancePortfolioMutation,
  useGetPortfolioRebalanceProposalQuery,
} from '../../portfolios/api';
import { Actions, Kv, Note, Section, blocks as s } from '../../shared/blocks';
import { ProposalTable } from '../../portfolios/components/proposal-table';
import { useOrderSubmit } from '../../portfolios/order-flow';

/**
 * /p/{id}/rebalance_proposal/?bankCardId: after the advisor adjusted the positions, what a
 * rebalance sells now and buys with the proceeds once the sells are confirmed; the comparison of
 * current and target positions; then the trade password.
 */
export function RebalanceProposalScreen() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const bankCardId = Number(params.get('bankCardId'));
  const q = useGetPortfolioRebalanceProposalQuery({
    fund_portfolio_id: id,
    bank_card_id: bankCardId,
  });
  const [rebalance, state] = useRebalancePortfolioMutation();
  const [open, setOpen] = useState(false);
  const submit = useOrderSubmit<RequestBody<'/funds/fund_portfolios/rebalance/', 'post'>>((arg) =>
    rebalance(arg).unwrap(),
  );
  return (
    <Page title="调仓方案">
      <QueryState query={q}>
        {(prop) => (
          <>
            <Section
              title="调仓方案"
              right={
                <Link
                  className={s.link}
                  to={appPaths.portfolioRebalanceCompare(id, { bankCardId })}
                >
                  调仓前后对比
                </Link>
              }
            >
              <Kv
                items={[
                  ['参与调仓市值', `${formatMoney(prop.amount ?? '0', { grouping: true })}元`],
                ]}
              />
              <ProposalTable
                items={prop.items}
                caption="先卖出调出的基金，确认后以到账金额买入调入的基金"
              />
            </Section>
            {prop.message && <Note>{prop.message}</Note>}
            <Note>
              调仓期间组合状态为“调仓中”；卖出部分按交易日净值确认，买入金额以卖出到账金额为准。
            </Note>
            <Actions>
              <Button
                block
                color="primary"
                size="large"
                disabled={!prop.allow_trade || state.isLoading}
                onClick={() => setOpen(true)}
              >
                确认调仓
              </Button>
            </Actions>
            <TradePasswordDialog
              visible={open}
              description="按投顾最新配置调仓"
              onSubmit={(password) =>
                submit({ fund_portfolio_id: id, bank_card_id: bankCardId, password })
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

export default RebalanceProposalScreen;
