import { formatBigNumber } from '@jijin/core';
import type { BankCard } from '@jijin/core/api';
import { bankCardState } from '@jijin/core/status';
import { positiveLimit } from '@jijin/core/trade';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { ModalFrame } from '../modal-frame/modal-frame';

import './bank-card-picker.css';

/** 单笔限额5万 / 无限额 (spec 001 §9: 0 means unlimited). */
export function limitText(limit: string | number | null | undefined): string {
  const d = positiveLimit(limit);
  return d ? `${formatBigNumber(d.toString(), { digits: 0 })}元` : '无限额';
}

/** A card's one-line title: 招商银行（尾号1234）. */
export function cardTitle(card: BankCard): string {
  return `${card.bank.name}（尾号${card.bank_card_no_tail}）`;
}

/** The card's limits line: 单笔限额5万元，单日限额20万元. */
export function cardLimits(card: BankCard): string {
  return `单笔限额${limitText(card.bank.single_limit)}，单日限额${limitText(card.bank.single_day_limit)}`;
}

export interface BankCardPickerProps {
  cards: readonly BankCard[];
  value: number | null;
  onChange: (id: number) => void;
  /** Row label. Default 支付方式 */
  label?: string;
  /** Extra text per card (e.g. 可卖出份额). */
  describe?: (card: BankCard) => string;
  /**
   * The cards are still loading: the row says 加载中 and keeps the height it has with a card (its
   * limits line), so what is below it does not move when they come (CLS).
   */
  loading?: boolean;
}

/**
 * The paying (or receiving) bank card with its single and day limits. Disabled cards (status 0
 * with a note) show the note and cannot be chosen (core's `bankCardState`). The list opens in a
 * bottom sheet framed by the CSS-only {@link ModalFrame} (no antd-mobile Popup: a lighter first chunk).
 */
export function BankCardPicker({
  cards,
  value,
  onChange,
  label = '支付方式',
  describe,
  loading = false,
}: BankCardPickerProps) {
  const [open, setOpen] = useState(false);
  const selected = cards.find((c) => c.id === value) ?? null;
  const text = selected ? cardTitle(selected) : loading ? '加载中' : '请选择银行卡';
  return (
    <>
      <List.Item
        onClick={loading ? undefined : () => setOpen(true)}
        arrowIcon={!loading}
        title={label}
        description={
          selected
            ? (describe?.(selected) ?? cardLimits(selected))
            : loading
              ? '\u00a0' // the limits line's height, empty
              : undefined
        }
        aria-label={`${label}：${text}`}
        aria-busy={loading || undefined}
      >
        {text}
      </List.Item>
      <ModalFrame visible={open} position="bottom" onMaskClick={() => setOpen(false)}>
        <div role="dialog" aria-modal="true" aria-label="选择银行卡" className="jj-card-picker">
          <h2 className="jj-card-picker__title">选择银行卡</h2>
          <ul className="jj-card-picker__list">
            {cards.map((card) => {
              const state = bankCardState(card);
              return (
                <li key={card.id}>
                  <button
                    type="button"
                    className="jj-card-picker__item"
                    aria-pressed={card.id === value}
                    disabled={state.disabled}
                    onClick={() => {
                      onChange(card.id);
                      setOpen(false);
                    }}
                  >
                    <span>{cardTitle(card)}</span>
                    <span className="jj-card-picker__desc">
                      {state.status_note || (describe?.(card) ?? cardLimits(card))}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </ModalFrame>
    </>
  );
}

/** The default card to preselect: the default one if usable, else the first usable. */
export function defaultCardId(cards: readonly BankCard[] | undefined): number | null {
  if (!cards || cards.length === 0) return null;
  const usable = cards.filter((c) => !bankCardState(c).disabled);
  return (usable.find((c) => c.is_default) ?? usable[0] ?? null)?.id ?? null;
}
