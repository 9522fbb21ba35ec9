import {
  TRADE_DIRECTIONS,
  formatDate,
  formatDateTime,
  formatMoney,
  tradeDirectionLabel,
} from '@jijin/core';
import { formatCashback } from '@jijin/core/format';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { readOrigin } from '@jijin/core/navigation';
import { findStatus, isCashbackSuccess, showsRemittanceInfo } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { ListRows, TradePasswordDialog, TradeStatusTag, feedback } from '@jijin/ui';
import { Button, List, Steps } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { QueryState } from '../../shared/query-state';
import { errorTitle, useSingleFlight, useTradeDetailJump } from '../../shared/trade-attempt';
import { useGetPortfolioTradeQuery, useUndoPortfolioTradeMutation } from '../../portfolios/api';
import { Actions, Section, blocks as s } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';

const STEP_STATUS = { 0: 'wait', 1: 'finish', 2: 'process', 3: 'error' } as const;

/**
 * /accounts/funds/portfolios/trades/{id}: a portfolio order — status, amounts, fees, the status
 * timeline, the failure notification, remittance information (status 0 with `is_remittance`,
 * spec 001 §4), the coupon (返现 with two decimals once the order counts as success, spec 001
 * §4), each fund's child trade named by the direction table (spec 001 §4 Trade directions; links
 * to the fund trade), and 撤单 before the cutoff.
 */
export function PortfolioTradeDetailScreen() {
  const id = Number(useParams().id);
  const q = useGetPortfolioTradeQuery({ id });
  const [undo, undoState] = useUndoPortfolioTradeMutation();
  const [open, setOpen] = useState(false);
  const { cookies } = useServices();
  const navigate = useNavigate();
  const fromTrade = useTradeDetailJump();
  const submitUndo = useSingleFlight(async (password: string) => {
    try {
      await undo({ body: { trade_id: id, password } }).unwrap();
      setOpen(false);
      feedback.toast('撤单成功');
    } catch (e) {
      throw new Error(errorTitle(e), { cause: e });
    }
  });
  return (
    <Page title="组合交易详情">
      <QueryState query={q}>
        {(t) => (
          <>
            <Section label="交易概要">
              <div className={s.head}>
                <h2 className={s.title}>
                  {t.direction_display} · {t.portfolio.name}
                </h2>
                <TradeStatusTag
                  status={t.status}
                  direction={t.direction}
                  data-testid="portfolio-trade-status"
                  data-status={t.status}
                />
              </div>
              <p className={s.big}>
                {t.amount ? `${formatMoney(t.amount, { grouping: true })}元` : '--'}
              </p>
              {t.remind_info && <p className={s.muted}>{t.remind_info}</p>}
              {t.failure_notification && (
                <p role="alert" data-testid="failure-notification">
                  {t.failure_notification.title}{' '}
                  <Link className={s.link} to={t.failure_notification.url}>
                    {t.failure_notification.action_title}
                  </Link>
                </p>
              )}
              {showsRemittanceInfo(t) && (
                <p role="note" data-testid="remittance-info">
                  {TRADE_MESSAGES.remittanceInfo}
                  {t.remittance_date ? `（请于${formatDate(t.remittance_date)}前完成）` : ''}{' '}
                  <Link className={s.link} to={appPaths.remittanceNotice()}>
                    汇款说明
                  </Link>
                </p>
              )}
            </Section>
            <Section title="交易进度">
              <Steps direction="vertical">
                {t.status_info.map((x, i) => (
                  <Steps.Step
                    key={i}
                    title={x.title}
                    description={x.desc}
                    status={STEP_STATUS[x.status as keyof typeof STEP_STATUS] ?? 'wait'}
                  />
                ))}
              </Steps>
            </Section>
            <Section title="各基金交易">
              <ListRows label="各基金交易" flush>
                {t.trade_record_list.map((c) => {
                  const label = tradeDirectionLabel(c.direction, Boolean(c.fund.is_bao));
                  const out = findStatus(TRADE_DIRECTIONS, c.direction)?.isBuy === false;
                  return (
                    <ListRowLink
                      key={c.id}
                      to={appPaths.tradeDetail(c.id)}
                      title={`${label || '交易'} · ${c.fund.abbr_name}`}
                      description={
                        c.status === 1
                          ? `确认${out ? `${c.shares_confirm}份，到账${formatMoney(c.amount_confirm ?? '0')}元` : `${c.shares_confirm}份`}`
                          : out || !c.amount
                            ? `${c.shares}份`
                            : `${formatMoney(c.amount ?? '0')}元`
                      }
                      extra={<TradeStatusTag status={c.status} direction={c.direction} />}
                    />
                  );
                })}
              </ListRows>
            </Section>
            <List className={s.card} header="交易信息">
              {t.amount_confirm && (
                <List.Item extra={`${formatMoney(t.amount_confirm, { grouping: true })}元`}>
                  确认金额
                </List.Item>
              )}
              <List.Item extra={`${formatMoney(t.fare ?? '0')}元`}>手续费</List.Item>
              {t.coupon_record && (
                <List.Item
                  extra={
                    isCashbackSuccess(t.status)
                      ? formatCashback(t.coupon_record.amount)
                      : `${formatMoney(t.coupon_record.amount)}元`
                  }
                >
                  {t.coupon_record.name ?? '优惠券'}
                </List.Item>
              )}
              <List.Item extra={formatDateTime(t.apply_date)}>申请时间</List.Item>
              {t.confirm_date && <List.Item extra={formatDate(t.confirm_date)}>确认日</List.Item>}
              {t.bank_card && (
                <List.Item
                  extra={`${t.bank_card.bank.name}（尾号${t.bank_card.bank_card_no_tail}）`}
                >
                  银行卡
                </List.Item>
              )}
              <List.Item extra={t.serial_number}>交易流水号</List.Item>
            </List>
            <Actions>
              {t.allow_undo && (
                <Button
                  block
                  size="large"
                  onClick={() => setOpen(true)}
                  disabled={undoState.isLoading}
                >
                  撤单
                </Button>
              )}
              <Button
                block
                color="primary"
                size="large"
                onClick={() =>
                  navigate(
                    fromTrade
                      ? readOrigin(cookies, 'tradeDetail')
                      : appPaths.portfolioHolding(t.portfolio.id),
                  )
                }
              >
                完成
              </Button>
              <Link className={s.link} to={appPaths.portfolioTrades()}>
                全部组合交易记录
              </Link>
            </Actions>
            <TradePasswordDialog
              visible={open}
              title="撤单"
              description={`撤销${t.direction_display ?? ''}申请`}
              onSubmit={submitUndo}
              onClose={() => setOpen(false)}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default PortfolioTradeDetailScreen;
