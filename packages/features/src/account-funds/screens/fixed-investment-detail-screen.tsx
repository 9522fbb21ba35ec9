import { formatDate, formatMoney } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { FIXED_INVESTMENT_STATUS, findStatus } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { ListRows, TradePasswordDialog, feedback } from '@jijin/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { errorTitle, useSingleFlight } from '../../shared/trade-attempt';
import { useDisableFixedInvestmentMutation, useModifyFixedInvestmentMutation } from '../api';
import { useGetFixedInvestmentQuery } from '../../shared/api';
import { scheduleLabel } from './fixed-row';
import { fixedStrategyLabel } from '../../shared/fixed-strategy';
import { TradeRow } from './trade-row';
import styles from '../account-funds.module.css';

/**
 * /accounts/funds/fixed_investments/{id}/: a plan — schedule, amount, totals, card, protocol,
 * strategy (普通 / 均线 / 目标止盈) with the next deduction's amount, latest deductions; 修改 while working; 终止 after the confirmation that deductions stop
 * permanently and the plan cannot be recovered (pending deductions are cancelled from the
 * trade record page).
 */
export function FixedInvestmentDetailScreen() {
  const { id = '0' } = useParams();
  const q = useGetFixedInvestmentQuery({ id: Number(id) });
  const [disable] = useDisableFixedInvestmentMutation();
  const [pause] = useModifyFixedInvestmentMutation();
  /** What the trade password confirms: end the plan, pause it (2) or resume it (0). */
  const [action, setAction] = useState<'end' | 'pause' | 'resume' | null>(null);
  const open = action !== null;
  const setOpen = (v: boolean) => setAction(v ? 'end' : null);
  const navigate = useNavigate();
  const p = q.data;
  const status = p ? findStatus(FIXED_INVESTMENT_STATUS, p.status) : undefined;
  const working = Boolean(status?.enabled);
  const paused = p?.status === 2;

  const end = async () => {
    const ok = await feedback.confirm({
      title: '终止定投',
      content: `${TRADE_MESSAGES.fixedEndConfirm}${TRADE_MESSAGES.fixedPendingNotice}。`,
      confirmText: '确定终止',
      cancelText: '再想想',
    });
    if (ok) setOpen(true);
  };

  const submit = useSingleFlight(async (password: string) => {
    if (!p) return;
    try {
      if (action === 'end') {
        await disable({ id: p.id, body: { password } }).unwrap();
        feedback.toast('定投已终止');
      } else {
        await pause({ id: p.id, body: { status: action === 'pause' ? 2 : 0, password } }).unwrap();
        feedback.toast(action === 'pause' ? '定投已暂停' : '定投已恢复');
      }
      setAction(null);
    } catch (e) {
      throw new Error(errorTitle(e), { cause: e });
    }
  });

  return (
    <Page title="定投详情">
      <LoadState query={q}>
        {p && (
          <>
            <section className={styles.card} aria-label="定投概要">
              <div className={styles.subject}>{p.fund.abbr_name}</div>
              <div className={styles.big}>
                {scheduleLabel(p)} {formatMoney(p.amount, { grouping: true })}元
              </div>
              <div data-testid="fixed-status" className={working ? styles.orange : styles.muted}>
                {status?.label}
              </div>
              {p.status_note && <p className={styles.muted}>{p.status_note}</p>}
            </section>
            <List className={styles.card} header="计划信息">
              <List.Item extra={`${formatMoney(p.total_amount, { grouping: true })}元`}>
                累计定投
              </List.Item>
              {p.total_times !== undefined && (
                <List.Item extra={`${p.total_times}期`}>已扣款</List.Item>
              )}
              <List.Item extra={formatDate(p.first_date)}>首次扣款日</List.Item>
              {working && p.next_date && (
                <List.Item extra={formatDate(p.next_date)}>下次扣款日</List.Item>
              )}
              {working && p.next_amount && (
                <List.Item
                  extra={`${formatMoney(p.next_amount, { grouping: true })}元`}
                  description={p.next_amount_note ?? undefined}
                >
                  下次扣款金额
                </List.Item>
              )}
              <List.Item extra={fixedStrategyLabel(p)}>定投策略</List.Item>
              {p.strategy === 'take_profit' && (
                <List.Item
                  extra={
                    p.holding_return_percent === null || p.holding_return_percent === undefined
                      ? '--'
                      : `${p.holding_return_percent}%`
                  }
                >
                  当前持有收益率
                </List.Item>
              )}
              {p.take_profit_date && (
                <List.Item extra={formatDate(p.take_profit_date)}>最近止盈日</List.Item>
              )}
              {p.end_date && <List.Item extra={formatDate(p.end_date)}>终止日期</List.Item>}
              <List.Item extra={`${p.bank_card.bank.name}（尾号${p.bank_card.bank_card_no_tail}）`}>
                扣款银行卡
              </List.Item>
              <List.Item extra={formatDate(p.sign_date)}>签约日期</List.Item>
              <List.Item extra={p.protocol_no}>协议号</List.Item>
            </List>
            {(p.trade_records ?? []).length > 0 && (
              <section className={styles.card} aria-labelledby="fi-trades">
                <h2 id="fi-trades" className={styles.sectionTitle}>
                  扣款记录
                </h2>
                <ListRows flush>
                  {p.trade_records!.map((t) => (
                    <TradeRow key={t.id} t={t} />
                  ))}
                </ListRows>
              </section>
            )}
            <p className={`${styles.note} ${styles.muted}`}>
              {TRADE_MESSAGES.fixedPendingNotice}：
              <Link to="/accounts/funds/trades/?tab=5">交易记录</Link>
            </p>
            {(working || paused) && (
              <div className={styles.actions}>
                {working && (
                  <Button
                    block
                    onClick={() =>
                      navigate(appPaths.fundFixedInvestmentModify(p.fund.symbol, p.id))
                    }
                  >
                    修改定投
                  </Button>
                )}
                <Button block onClick={() => setAction(working ? 'pause' : 'resume')}>
                  {working ? '暂停定投' : '恢复定投'}
                </Button>
                <Button block color="danger" fill="outline" onClick={end}>
                  终止定投
                </Button>
              </div>
            )}
            <TradePasswordDialog
              visible={open}
              title={
                action === 'pause' ? '暂停定投' : action === 'resume' ? '恢复定投' : '终止定投'
              }
              onSubmit={submit}
              onClose={() => setAction(null)}
            />
          </>
        )}
      </LoadState>
    </Page>
  );
}

export default FixedInvestmentDetailScreen;
