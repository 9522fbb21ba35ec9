import { formatDate } from '@jijin/core';
import { walletSellState } from '@jijin/core/trade';
import { appPaths } from '../../app/routes/index';
import { PercentText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { LinkList } from '../../shared/link-list';
import { LoadState } from '../../shared/load-state';
import { HoldingSummary } from '../components/holding-summary';
import { useGetBaoInfoQuery, useGetMyBaoQuery } from '../api';
import styles from '../account-funds.module.css';

/**
 * /accounts/funds/bao/: the cash-management money fund — 七日年化 and 万份收益, my balance,
 * latest and total income, money awaiting confirmation, 转入 / 转出, records and income history.
 */
export function BaoScreen() {
  const info = useGetBaoInfoQuery();
  const mine = useGetMyBaoQuery();
  const navigate = useNavigate();
  const i = info.data;
  const m = mine.data;
  // Spec 001 §4 wallet sell (core's walletSellState): nothing available -> 暂停转出.
  const outState =
    i?.allow_sell === false
      ? walletSellState('0', null)
      : walletSellState(m?.worth_value_enable, null);
  const canOut = Boolean(m) && outState.enabled;
  return (
    <Page
      title="理财宝"
      footer={
        <div className={styles.tradeBar}>
          <Button disabled={!canOut} onClick={() => navigate('/accounts/funds/bao/sell/')}>
            {canOut ? '转出' : outState.message || '暂停转出'}
          </Button>
          <Button
            color="primary"
            disabled={i?.allow_buy === false}
            onClick={() => navigate('/accounts/funds/bao/buy/')}
          >
            {i?.allow_buy === false ? '暂停转入' : '转入'}
          </Button>
        </div>
      }
    >
      <LoadState query={info}>
        {i && (
          <section className={styles.card} aria-label="收益率">
            <dl className={styles.grid2}>
              <div>
                <dt>七日年化（{formatDate(i.trade_date, 'MM-DD')}）</dt>
                <dd className={styles.big}>
                  <PercentText value={i.year_yld} />
                </dd>
              </div>
              <div>
                <dt>万份收益（元）</dt>
                <dd className={styles.big}>{i.tenthou_unit_incm}</dd>
              </div>
            </dl>
            {i.replay && <p className={styles.muted}>{i.replay.note}</p>}
          </section>
        )}
      </LoadState>
      <LoadState query={mine}>
        {m && (
          <HoldingSummary
            label="我的理财宝"
            worthLabel="总金额（元）"
            worthTestId="bao-worth"
            worth_value={m.worth_value}
            income_latest={m.income_latest}
            income_total={m.income_total}
            amount_unconfirm={m.amount_unconfirm}
            unconfirmLabel="转入确认中"
          />
        )}
      </LoadState>
      <LinkList
        items={[
          { to: '/accounts/funds/bao/trades/', label: '转入转出记录' },
          { to: '/accounts/funds/bao/income_history/?type=income', label: '收益明细' },
          { to: '/accounts/funds/bao/income_history/?type=year_yld', label: '七日年化走势' },
          ...(i
            ? [
                {
                  to: appPaths.fundTradeRules(i.fund.symbol, { direction: 0 }),
                  label: '转入转出规则',
                },
              ]
            : []),
        ]}
      />
    </Page>
  );
}

export default BaoScreen;
