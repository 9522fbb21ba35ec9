import { BUTTON_BINDING_DELAY_MS } from '@jijin/core/constants';
import { INPUT_MAX_LENGTH, limitInput } from '@jijin/core/validation';
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { FieldInput, FormField, describedBy } from '../form-field/form-field';
import './bank-card-input.css';

/** A bank recognized from a card number's BIN (the API's bank: id, name, logo). */
export interface RecognizedBank {
  id?: number | string;
  name: string;
  /** Logo image URL. */
  logo?: string;
}

/** Digits needed before the BIN is looked up (BINs are 6 digits). */
export const BANK_BIN_MIN_DIGITS = 6;

export interface BankCardInputProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** Card number as typed (digits only). */
  value: string;
  /** Receives digits only, cut to 20 (spec 000 §5 input maxima). */
  onChange: (value: string) => void;
  /**
   * Looks up the bank of a card number prefix (called with the digits typed so far once there
   * are at least 6, 300 ms after the last keystroke). Resolve null when unknown.
   */
  recognizeBank?: (prefix: string) => Promise<RecognizedBank | null> | RecognizedBank | null;
  /** Told whenever the recognized bank changes (null when unknown or too short). */
  onBankChange?: (bank: RecognizedBank | null) => void;
  /** Default 银行卡号 */
  label?: ReactNode;
  /** Default 请输入银行卡号 */
  placeholder?: string;
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
}

/**
 * Bank card number input: numeric keyboard, digits only, at most 20. As the user types, the
 * bank name and logo are recognized from the BIN through `recognizeBank` and shown under it.
 */
export function BankCardInput({
  value,
  onChange,
  recognizeBank,
  onBankChange,
  label = '银行卡号',
  placeholder = '请输入银行卡号',
  error,
  disabled,
  name = 'bank_card_no',
  onBlur,
  ...rest
}: BankCardInputProps) {
  const [bank, setBank] = useState<RecognizedBank | null>(null);
  const onBankChangeRef = useRef(onBankChange);
  onBankChangeRef.current = onBankChange;
  const lastBank = useRef<RecognizedBank | null>(null);

  useEffect(() => {
    const update = (next: RecognizedBank | null) => {
      const same = next?.name === lastBank.current?.name && next?.logo === lastBank.current?.logo;
      lastBank.current = next;
      setBank(next);
      if (!same) onBankChangeRef.current?.(next);
    };
    if (!recognizeBank || value.length < BANK_BIN_MIN_DIGITS) {
      update(null);
      return;
    }
    let stale = false;
    const timer = setTimeout(async () => {
      try {
        const found = await recognizeBank(value);
        if (!stale) update(found ?? null);
      } catch {
        if (!stale) update(null);
      }
    }, BUTTON_BINDING_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [value, recognizeBank]);

  return (
    <FormField
      {...rest}
      label={label}
      error={error}
      hint={bank ? <BankBadge bank={bank} /> : undefined}
    >
      {(ids) => (
        <FieldInput
          id={ids.inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={INPUT_MAX_LENGTH.bank_card_no}
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, bank)}
          onChange={(raw) => onChange(limitInput('bank_card_no', raw.replace(/\D/g, '')))}
        />
      )}
    </FormField>
  );
}

function BankBadge({ bank }: { bank: RecognizedBank }) {
  return (
    <span className="jj-bank-card-input__bank" role="status">
      {bank.logo && <img src={bank.logo} alt="" width={16} height={16} />}
      <span>{bank.name}</span>
    </span>
  );
}
