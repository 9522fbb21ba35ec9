import { formatDate } from '@jijin/core';
import { sharesFraction } from '@jijin/core/returns';
import { ModalFrame, MoneyText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import type { ApiData } from '../../app/api-types';
import styles from '../funds.module.css';

type Estimate = ApiData<'/funds/returns/sell_estimate/', 'get'>;

const FRACTIONS: { label: string; n: number; d: number }[] = [
  { label: '1/4', n: 1, d: 4 },
  { label: '1/3', n: 1, d: 3 },
  { label: '1/2', n: 1, d: 2 },
  { label: '全部', n: 1, d: 1 },
];

/**
 * 1/4, 1/3, 1/2 and 全部 of the sellable shares (rounded down to 0.01 份, core `sharesFraction`).
 * @param available sellable shares (decimal string)
 */
export function SellFractions({
  available,
  onPick,
}: {
  available: string;
  onPick: (shares: string) => void;
}) {
  return (
    <span role="group" aria-label="快捷份额">
      {FRACTIONS.map((f) => (
        <Button
          key={f.label}
          size="mini"
          fill="none"
          color="primary"
          onClick={() => onPick(sharesFraction(available, f.n, f.d).toFixed(2))}
        >
          {f.label}
        </Button>
      ))}
    </span>
  );
}

/** The penalty sentence: how many shares are under 7 days and what the fee is. */
export function penaltyText(e: Estimate): string {
  return `其中${e.penalty_shares}份持有不满7天，将收取1.5%的惩罚性赎回费，本次预估赎回费${e.fee}元。`;
}

/**
 * The sell estimate lot by lot (FIFO, designed `GET /funds/returns/sell_estimate/`): each lot's
 * shares, days held and rate, then the gross, the redemption fee and the net 预估到账, and a
 * warning when some shares are held under 7 days (惩罚性赎回费).
 */
export function SellEstimatePanel({ estimate }: { estimate: Estimate }) {
  const penalty = Number(estimate.penalty_shares) > 0;
  return (
    <div aria-label="卖出估算" role="group">
      {penalty && (
        <p className={styles.orange} role="alert">
          {penaltyText(estimate)}
        </p>
      )}
      <dl className={styles.feeLine}>
        <div>
          <dt>
            按净值{estimate.net_value}（{formatDate(estimate.nav_date, 'MM-DD')}）预估卖出金额
          </dt>
          <dd data-testid="sell-gross">
            <MoneyText value={estimate.gross} unit="元" />
          </dd>
        </div>
        <div>
          <dt>赎回费</dt>
          <dd data-testid="sell-fee">
            <MoneyText value={estimate.fee} unit="元" />
          </dd>
        </div>
        <div>
          <dt>预估到账</dt>
          <dd data-testid="sell-net">
            <strong>
              <MoneyText value={estimate.net} unit="元" />
            </strong>
          </dd>
        </div>
      </dl>
      <ul className={styles.feeLine} aria-label="按买入先后卖出的份额">
        {estimate.parts.map((p, i) => (
          <li key={`${p.confirm_date}-${i}`}>
            {formatDate(p.confirm_date)}确认的{p.shares}份，已持有{p.days}天，费率{p.fee_rate}
            %，赎回费
            {p.fee}元{p.penalty ? '（不满7天）' : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The confirmation asked before selling shares held under 7 days. */
export function PenaltyConfirm({
  estimate,
  visible,
  onConfirm,
  onCancel,
}: {
  estimate: Estimate | undefined;
  visible: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalFrame visible={visible && Boolean(estimate)} position="center" onMaskClick={onCancel}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="penalty-title"
        aria-describedby="penalty-text"
      >
        <h2 id="penalty-title" className={styles.subtitle}>
          惩罚性赎回费提示
        </h2>
        <p id="penalty-text" className={styles.note}>
          {estimate && penaltyText(estimate)}
          {estimate && `预估到账${estimate.net}元。`}
        </p>
        <div className={styles.actions}>
          <Button block color="primary" onClick={onConfirm}>
            仍要卖出
          </Button>
          <Button block onClick={onCancel}>
            再等等
          </Button>
        </div>
      </div>
    </ModalFrame>
  );
}
