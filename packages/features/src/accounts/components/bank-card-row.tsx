import { bankCardState } from '@jijin/core';
import { Tag } from 'antd-mobile';
import type { Schemas } from '../../app/api-types';

/** One bank card: logo, bank name, tail number, default tag and the status note (spec 000 §3-4). */
export function BankCardRow({ card }: { card: Schemas['BankCard'] }) {
  const state = bankCardState(card);
  return (
    <span className="jj-card-row" aria-disabled={state.disabled || undefined}>
      <img src={card.bank.logo} alt="" width={32} height={32} />
      <span className="jj-card-row__main">
        <span className="jj-card-row__title">
          {card.bank.name}（{card.bank_card_no_tail}）
          {card.is_default && (
            <Tag color="primary" fill="outline" style={{ marginLeft: 6 }}>
              默认
            </Tag>
          )}
        </span>
        {state.status_note && <span className="jj-card-row__note">{state.status_note}</span>}
        {state.needsAuthorization && <span className="jj-card-row__note">需要授权</span>}
      </span>
    </span>
  );
}
