import {
  buyButtonState,
  isFixedInvestEnabled,
  sellButtonState,
  type FundButtonInput,
} from '@jijin/core/status';
import { Button } from 'antd-mobile';
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import './trade-buttons.css';

export interface TradeButtonsProps extends HTMLAttributes<HTMLDivElement> {
  /** The fund's trade flags (allow_trade, allow_buy, allow_sell, allow_fixed, subscription_status, is_bao). */
  fund: FundButtonInput;
  onBuy?: () => void;
  onSell?: () => void;
  /** When given, a 定投 button is shown, enabled per core's `isFixedInvestEnabled`. */
  onFixedInvest?: () => void;
  /** Hide the sell button (e.g. when the user holds no shares). Default false. */
  hideSell?: boolean;
}

/**
 * The fund page's bottom trade buttons. Labels and enabled states are core's
 * `buyButtonState` / `sellButtonState` (未代销, 即将开售, 认购, 买入, 暂停买入, 转入 …; spec 001 §4).
 */
export function TradeButtons({
  fund,
  onBuy,
  onSell,
  onFixedInvest,
  hideSell = false,
  className,
  ...rest
}: TradeButtonsProps) {
  const buy = buyButtonState(fund);
  const sell = sellButtonState(fund);
  return (
    <div {...rest} className={cx('jj-trade-buttons', className)}>
      {onFixedInvest && (
        <Button
          className="jj-trade-buttons__fixed"
          disabled={!isFixedInvestEnabled(fund)}
          onClick={onFixedInvest}
        >
          定投
        </Button>
      )}
      {!hideSell && (
        <Button
          className="jj-trade-buttons__sell"
          color="primary"
          fill="outline"
          disabled={!sell.enabled}
          onClick={onSell}
        >
          {sell.label}
        </Button>
      )}
      <Button
        className="jj-trade-buttons__buy"
        color="danger"
        disabled={!buy.enabled}
        onClick={onBuy}
      >
        {buy.label}
      </Button>
    </div>
  );
}
