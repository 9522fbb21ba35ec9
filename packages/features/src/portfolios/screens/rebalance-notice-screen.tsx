import { appPaths } from '../../app/routes/index';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { usePortfoliosAdjustmentsQuery, useGetMyPortfolioQuery } from '../../portfolios/api';
import { Actions, Note, Section, blocks as s } from '../../shared/blocks';
import { changeText } from './adjustments-screen';

/**
 * /accounts/portfolio_rebalance_proposal_notification/ and /accounts/portfolios/pandoras_box_rebalance/
 * (?fund_portfolio_id&bank_card_id): the advisor's latest adjustment and whether the holding
 * should follow it, with 查看调仓方案.
 */
export function RebalanceNoticeScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('fund_portfolio_id'));
  const card = Number(params.get('bank_card_id'));
  const holding = useGetMyPortfolioQuery({ id });
  const adj = usePortfoliosAdjustmentsQuery({ portfolio_id: id, page: 1 });
  const navigate = useNavigate();
  const latest: Schemas['PositionAdjustment'] | undefined = (adj.data?.results ?? [])[0];
  return (
    <Page title="调仓提醒">
      <QueryState query={holding}>
        {(h) => (
          <>
            <Section title={h.fund_portfolio.name}>
              {latest ? (
                <>
                  <p>投顾调整了组合配置：{changeText(latest)}</p>
                  {latest.reason && <p className={s.muted}>调仓理由：{latest.reason}</p>}
                </>
              ) : (
                <p>暂无调仓</p>
              )}
              <p>
                {h.allow_rebalance
                  ? '您的持仓与新配置不一致，建议调仓。'
                  : '您的持仓已与目标配置一致，无需调仓。'}
              </p>
            </Section>
            <Note>调仓会先卖出调出的基金，确认后以到账金额买入调入的基金，期间可能产生费用。</Note>
            <Actions>
              <Button
                block
                color="primary"
                size="large"
                disabled={!h.allow_rebalance}
                onClick={() =>
                  navigate(
                    appPaths.portfolioRebalanceProposal(id, {
                      bankCardId: card || h.shares_list[0]?.id || '',
                    }),
                  )
                }
              >
                查看调仓方案
              </Button>
            </Actions>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default RebalanceNoticeScreen;
