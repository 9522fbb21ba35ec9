import { formatBigNumber } from '@jijin/core';
import { bankCardState } from '@jijin/core/status';
import { positiveLimit } from '@jijin/core/trade';
import { Button } from 'antd-mobile';
import type { HTMLAttributes, ReactNode } from 'react';
import { trimDecimalZeros } from '../big-number/big-number';
import { CheckCircleIcon } from '../utils/icons';
import { cx } from '../utils/cx';
import './bank-card-item.css';

/** The bank card fields the item shows (spec 000 §3 Bank card). */
export interface BankCardItemCard {
  id?: number | string;
  bank_card_no?: string | null;
  bank_card_no_tail?: string | null;
  is_default?: boolean | null;
  status?: number | null;
  allow_transfer?: boolean | null;
  note?: string | null;
  bank?: {
    name?: string | null;
    logo?: string | null;
    /** Yuan; 0 means unlimited. */
    single_limit?: string | number | null;
    /** Yuan; 0 means unlimited. */
    single_day_limit?: string | number | null;
    note?: string | null;
    status?: number | null;
  } | null;
}

export interface BankCardItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  card: BankCardItemCard;
  /** Makes the card selectable (payment card pickers). Disabled cards cannot be selected. */
  onSelect?: (card: BankCardItemCard) => void;
  /** Marks the selected card (with onSelect). */
  selected?: boolean;
  /** Shown with a 去授权 button when the card needs authorization (status 5). */
  onAuthorize?: (card: BankCardItemCard) => void;
  /** Show the single / daily limits. Default true. */
  showLimits?: boolean;
  /** Extra content at the end (e.g. 默认 tag, an arrow). */
  extra?: ReactNode;
}

/** A bank limit for display: 0, missing or non-numeric is 不限 (spec 001 §9), else 5万 / 2000. */
export function bankLimitText(limit: string | number | null | undefined): string {
  const d = positiveLimit(limit);
  return d ? `${trimDecimalZeros(formatBigNumber(d.toString()))}元` : '不限';
}

function tailOf(card: BankCardItemCard): string {
  if (card.bank_card_no_tail) return card.bank_card_no_tail;
  const digits = (card.bank_card_no ?? '').replace(/\D/g, '');
  return digits.slice(-4);
}

/**
 * A bank card row: logo, bank name and card tail, single / daily limits (0 = 不限), and the
 * notes from core's `bankCardState` — disabled (status 0 with a note, default 该银行卡系统升级),
 * authorization needed (status 5) and 份额换卡中 (spec 000 §4).
 */
export function BankCardItem({
  card,
  onSelect,
  selected = false,
  onAuthorize,
  showLimits = true,
  extra,
  className,
  ...rest
}: BankCardItemProps) {
  const state = bankCardState(card);
  const name = card.bank?.name ?? '银行卡';
  const tail = tailOf(card);
  const title = tail ? `${name}（尾号${tail}）` : name;
  const body = (
    <>
      {card.bank?.logo ? (
        <img className="jj-bank-card__logo" src={card.bank.logo} alt="" width={32} height={32} />
      ) : (
        <span className="jj-bank-card__logo jj-bank-card__logo--empty" aria-hidden="true" />
      )}
      <span className="jj-bank-card__main">
        <span className="jj-bank-card__title">
          {title}
          {card.is_default && <span className="jj-bank-card__default">默认</span>}
        </span>
        {showLimits && (
          <span className="jj-bank-card__limits">
            单笔限额{bankLimitText(card.bank?.single_limit)}，单日限额
            {bankLimitText(card.bank?.single_day_limit)}
          </span>
        )}
        {state.status_note && <span className="jj-bank-card__note">{state.status_note}</span>}
        {state.needsAuthorization && (
          <span className="jj-bank-card__note">该银行卡需要授权后才能使用</span>
        )}
      </span>
      {onSelect && selected && <CheckCircleIcon className="jj-bank-card__check" />}
    </>
  );
  return (
    <div
      {...rest}
      className={cx('jj-bank-card', state.disabled && 'jj-bank-card--disabled', className)}
      data-status={card.status ?? undefined}
    >
      {onSelect ? (
        <button
          type="button"
          className="jj-bank-card__body"
          aria-pressed={selected}
          disabled={state.disabled}
          onClick={() => onSelect(card)}
        >
          {body}
        </button>
      ) : (
        <div className="jj-bank-card__body">{body}</div>
      )}
      {state.needsAuthorization && onAuthorize && (
        <Button size="mini" color="primary" fill="outline" onClick={() => onAuthorize(card)}>
          去授权
        </Button>
      )}
      {extra}
    </div>
  );
}
