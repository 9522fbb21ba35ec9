import { appPaths } from '../../app/routes/index';
import { feedback, FieldInput, FormField, EmptyState } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { errorTitle } from '../../shared/trade-attempt';
import { useCreatePositionAdjustmentMutation, useGetPortfolioQuery } from '../../portfolios/api';
import { Actions, Note, Section } from '../../shared/blocks';
import {
  PositionsEditor,
  totalMessage,
  type EditedPosition,
} from '../../portfolios/components/positions-editor';
import { useGetSettingsQuery } from '../../shared/api';

/**
 * /portfolio/position_adjustments/create/?portfolio_id: the owner sets new target positions
 * (10 % steps or a typed percent, spec 001 §5 Position percent input; 100 % in all) and a reason;
 * each position moves only as its allow flags let it (spec 001 §4 Portfolio position gating: a
 * bao position cannot be removed). Holders then see a rebalance proposal.
 */
export function AdjustmentCreateScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('portfolio_id'));
  const pq = useGetPortfolioQuery({ id }, { skip: !id });
  const me = useGetSettingsQuery();
  const navigate = useNavigate();
  const [positions, setPositions] = useState<EditedPosition[] | null>(null);
  const [reason, setReason] = useState('');
  const [adjust, state] = useCreatePositionAdjustmentMutation();
  useEffect(() => {
    if (pq.data && positions === null)
      setPositions(
        (pq.data.positions ?? []).map((x) => ({
          symbol: x.symbol,
          abbr_name: x.abbr_name,
          percent: x.percent,
          is_bao: x.is_bao,
          from: x.percent,
          allow_trade: x.allow_trade,
          allow_buy: x.allow_buy,
          allow_sell: x.allow_sell,
        })),
      );
  }, [pq.data, positions]);
  if (!id)
    return (
      <Page title="发起调仓">
        <EmptyState description="请从组合的调仓记录进入" />
      </Page>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const list = positions ?? [];
    const msg = totalMessage(list, true);
    if (msg) {
      feedback.toast(msg);
      return;
    }
    try {
      const a = await adjust({
        body: {
          portfolio_id: id,
          positions: list.map((x) => ({ symbol: x.symbol, percent: x.percent })),
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        },
      }).unwrap();
      feedback.toast('调仓成功');
      navigate(appPaths.portfolioAdjustmentDetail(a.id), { replace: true });
    } catch (err) {
      feedback.toast(errorTitle(err));
    }
  };
  return (
    <Page title="发起调仓">
      <QueryState query={pq}>
        {(p) =>
          p.user && me.data && p.user.id !== me.data.id ? (
            <EmptyState description="只有组合的管理人可以调仓" />
          ) : (
            <form onSubmit={(e) => void submit(e)} aria-label="发起调仓">
              <Section title={p.name}>
                <PositionsEditor value={positions ?? []} onChange={setPositions} typed />
              </Section>
              <Section label="调仓说明">
                <FormField label="调仓理由">
                  {(ids) => (
                    <FieldInput
                      id={ids.inputId}
                      value={reason}
                      maxLength={500}
                      onChange={setReason}
                      placeholder="选填"
                    />
                  )}
                </FormField>
              </Section>
              <Note>调仓后组合净值自生效交易日收盘起按新配置计算；持有人将收到调仓建议。</Note>
              <Actions>
                <Button block type="submit" color="primary" size="large" loading={state.isLoading}>
                  确认调仓
                </Button>
              </Actions>
            </form>
          )
        }
      </QueryState>
    </Page>
  );
}

export default AdjustmentCreateScreen;
