import { UI_LABELS } from '../messages/catalogue';

/** Bank card fields the display rules read (spec 000 §3 Bank card). */
export interface BankCardStatusInput {
  status?: number | null;
  allow_transfer?: boolean | null;
  /** The card's note; also read from `bank.note` when absent. */
  note?: string | null;
  bank?: { note?: string | null; status?: number | null } | null;
}

/**
 * Display state of a bank card.
 * @see spec 000 §4 Bank card, 001 §4 Bank card
 */
export interface BankCardState {
  /** Status 5: the card needs authorization. */
  readonly needsAuthorization: boolean;
  /** Status 0 with a note: disabled. */
  readonly disabled: boolean;
  /** Note to show ('' when none): the disabled note, or 份额换卡中. */
  readonly status_note: string;
}

/** Default note of a disabled card (spec 000 §4, 001 §4 verbatim). */
export const BANK_CARD_DEFAULT_NOTE = UI_LABELS.bankCardUpgrading;
/** Note of a card whose shares are changing card (spec 001 §4 verbatim). */
export const BANK_CARD_CHANGING_NOTE = UI_LABELS.bankCardChanging;

/**
 * Display state of a bank card: status 5 needs authorization; status 0 with a note is disabled
 * (an empty note falls back to 该银行卡系统升级); allow_transfer with status 3 shows 份额换卡中.
 * A status-0 card counts as "with a note" when `note` or `bank.note` is present (even '').
 * @see spec 000 §4 Bank card, 001 §4 Bank card
 */
export function bankCardState(card: BankCardStatusInput): BankCardState {
  const note = card.note ?? card.bank?.note;
  const disabled = card.status === 0 && note !== undefined && note !== null;
  let status_note = '';
  if (disabled) status_note = note || BANK_CARD_DEFAULT_NOTE;
  else if (card.allow_transfer && card.status === 3) status_note = BANK_CARD_CHANGING_NOTE;
  return { needsAuthorization: card.status === 5, disabled, status_note };
}
