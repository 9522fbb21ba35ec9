import { formatDateTime, formatDate, formatMoney, tradeDirectionLabel } from '@jijin/core';
import { formatCashback } from '@jijin/core/format';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { readOrigin } from '@jijin/core/navigation';
import { isCashbackSuccess, showsRemittanceInfo } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { TradePasswordDialog, TradeStatusTag, feedback } from '@jijin/ui';
import { Button, List, Steps } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { LoadState } from '../../shared/load-state';
import { errorTitle, useSingleFlight, useTradeDetailJump } from '../../shared/trade-attempt';
import { useGetFundTradeQuery, useUndoFundTradeMutation } from '../api';
import styles from '../account-funds.module.css';
import { DividendInfo } from '../components/dividend-info';

const STEP_STATUS = { 0: 'wait', 1: 'finish', 2: 'process', 3: 'error' } as const;

/**
 * /accounts/funds/trades/{id}: a trade — direction (bao: 转入/转出), amount or shares, status
 * text and colour from core's table, fee, NAV, card, the status_info timeline, remittance info
 * for status 0, and 撤单 while allow_undo (trade password). A 基金转换 shows its two legs (转出,
 * 转入), each with its own status; undoing either undoes the order. A 分红 shows its cash and its
 * record (`DividendInfo`: ex-date, shares of record, 元/份 with 推算 when inferred).
 */
export function TradeDetailScreen() {
  const { id = '0' } = useParams();
  const q = useGetFundTradeQuery({ id: Number(id) });
  const [undo, undoState] = useUndoFundTradeMutation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { cookies } = useServices();
  const navigate = useNavigate();
  const fromTrade = useTradeDetailJump();
  const t = q.data;
  const bao = Boolean(t?.fund.is_bao);
  const isBuyLike = t ? [0, 5, 6].includes(t.direction) : false;
  const isDividend = t?.direction === 4;

  const submitUndo = useSingleFlight(async (password: string) => {
    if (!t) return;
    try {
      await undo({ body: { trade_id: t.id, password } }).unwrap();
      setPasswordOpen(false);
      feedback.toast('撤单成功');
    } catch (e) {
      throw new Error(errorTitle(e), { cause: e });
    }
  });

  return (
    <Page title="交易详情">
      <LoadState query={q}>
        {t && (
          <>
            <section className={styles.card} aria-label="交易概要">
              <div className={styles.subject}>
                {t.switch_legs ? t.direction_display : tradeDirectionLabel(t.direction, bao)} ·{' '}
                {t.fund.abbr_name}
              </div>
              <div className={styles.big}>
                {isBuyLike || bao || isDividend
                  ? `${formatMoney(t.amount, { grouping: true })}元`
                  : `${t.shares ?? '--'}份`}
              </div>
              <TradeStatusTag
                data-testid="trade-status"
                data-status={t.status}
                status={t.status}
                direction={t.direction}
                isBao={bao}
              />
              {fromTrade && !isDividend && (
                <p className={styles.muted}>
                  {t.switch_legs ? '转换申请已提交' : isBuyLike ? '委托已提交' : '卖出申请已提交'}
                </p>
              )}
            </section>
            {t.switch_legs && t.switch_legs.length > 0 && (
              <section className={styles.card} aria-labelledby="switch-legs-title">
                <h2 id="switch-legs-title" className={styles.sectionTitle}>
                  转换明细
                </h2>
                <ul className={styles.switchLegs}>
                  {t.switch_legs.map((leg) => (
                    <li key={leg.trade_id} className={styles.switchLeg}>
                      <div className={styles.subject}>
                        {leg.role === 'out' ? '转出' : '转入'} · {leg.fund.abbr_name}（
                        {leg.fund.symbol}）
                      </div>
                      <TradeStatusTag
                        status={leg.status}
                        direction={leg.role === 'out' ? 1 : 0}
                        isBao={false}
                      />
                      <span className={styles.muted}>
                        {leg.status === 1
                          ? [
                              leg.net_value && `确认净值 ${leg.net_value}`,
                              leg.role === 'out'
                                ? `转出${leg.shares_confirm ?? leg.shares ?? '--'}份`
                                : `确认份额 ${leg.shares_confirm ?? '--'}份`,
                              leg.amount_confirm &&
                                `金额${formatMoney(leg.amount_confirm, { grouping: true })}元`,
                              leg.fare !== null && `手续费${formatMoney(leg.fare)}元`,
                            ]
                              .filter(Boolean)
                              .join('，')
                          : `${leg.role === 'out' ? `转出${leg.shares ?? '--'}份，` : ''}预计${formatDate(leg.confirm_date)}确认`}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <DividendInfo t={t} />
            {t.status_info.length > 0 && (
              <section className={styles.card} aria-labelledby="progress-title">
                <h2 id="progress-title" className={styles.sectionTitle}>
                  交易进度
                </h2>
                <Steps direction="vertical">
                  {t.status_info.map((s, i) => (
                    <Steps.Step
                      key={i}
                      title={s.title}
                      description={s.desc}
                      status={STEP_STATUS[s.status as keyof typeof STEP_STATUS] ?? 'wait'}
                    />
                  ))}
                </Steps>
              </section>
            )}
            {showsRemittanceInfo(t) && (
              <p className={`${styles.card} ${styles.orange}`} role="note">
                {TRADE_MESSAGES.remittanceInfo}
                {t.remittance_date ? `（请于${formatDate(t.remittance_date)}前完成）` : ''}{' '}
                <Link to={appPaths.remittanceNotice()}>汇款说明</Link>
              </p>
            )}
            <List className={styles.card} header="交易信息">
              <List.Item extra={`${t.fund.abbr_name}（${t.fund.symbol}）`}>基金</List.Item>
              <List.Item extra={t.amount ? `${formatMoney(t.amount, { grouping: true })}元` : '--'}>
                申请金额
              </List.Item>
              {t.shares && <List.Item extra={`${t.shares}份`}>申请份额</List.Item>}
              {t.amount_confirm && (
                <List.Item extra={`${formatMoney(t.amount_confirm, { grouping: true })}元`}>
                  确认金额
                </List.Item>
              )}
              {t.shares_confirm && <List.Item extra={`${t.shares_confirm}份`}>确认份额</List.Item>}
              {t.net_value && <List.Item extra={t.net_value}>确认净值</List.Item>}
              {t.fare !== null && t.fare !== undefined && (
                <List.Item extra={`${formatMoney(t.fare)}元`}>手续费</List.Item>
              )}
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
              {t.trade_date && <List.Item extra={formatDate(t.trade_date)}>交易日</List.Item>}
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
            {!isBuyLike && !bao && !t.switch_legs && (
              <p className={`${styles.note} ${styles.muted}`} role="note">
                {TRADE_MESSAGES.sellNote}
              </p>
            )}
            <div className={styles.actions}>
              {t.allow_undo && (
                <Button
                  block
                  color="danger"
                  fill="outline"
                  onClick={() => setPasswordOpen(true)}
                  disabled={undoState.isLoading}
                >
                  撤单
                </Button>
              )}
              <Button block onClick={() => navigate(readOrigin(cookies, 'tradeDetail'))}>
                完成
              </Button>
              <Link className={styles.link} to="/accounts/funds/trades/">
                查看全部交易记录
              </Link>
            </div>
            <TradePasswordDialog
              visible={passwordOpen}
              title="撤单"
              description="请输入交易密码确认撤单"
              onSubmit={submitUndo}
              onClose={() => setPasswordOpen(false)}
            />
          </>
        )}
      </LoadState>
    </Page>
  );
}

export default TradeDetailScreen;
