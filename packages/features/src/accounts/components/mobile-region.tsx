import { checkMobile } from '@jijin/core';
import { FormField, MobileInput } from '@jijin/ui';
import { useState } from 'react';
import { useListMobileCodesQuery } from '../api';
import styles from '../accounts.module.css';

/** The mainland calling code's id (+86, spec 000 §3 mobile_code_id). */
export const MAINLAND_CODE_ID = 1;

/**
 * The mobile's region (spec 000 §3 `isForeign`, `mobile_code_id`): mainland by default; the
 * MobileInput toggle switches to a foreign number (8-11 digits) with its calling code.
 */
export function useMobileRegion() {
  const [isForeign, setIsForeign] = useState(false);
  const [foreignCodeId, setForeignCodeId] = useState<number | null>(null);
  const codes = useListMobileCodesQuery(undefined, { skip: !isForeign });
  const foreignCodes = (codes.data ?? []).filter((c) => c.id !== MAINLAND_CODE_ID);
  const mobileCodeId = isForeign
    ? (foreignCodeId ?? foreignCodes[0]?.id ?? MAINLAND_CODE_ID)
    : MAINLAND_CODE_ID;
  return { isForeign, setIsForeign, mobileCodeId, setForeignCodeId, foreignCodes };
}

/** The calling-code picker shown for a foreign mobile. */
export function MobileRegionField({ region }: { region: ReturnType<typeof useMobileRegion> }) {
  if (!region.isForeign) return null;
  return (
    <FormField label="国家/地区">
      {(ids) => (
        <select
          id={ids.inputId}
          className={styles.select}
          value={region.mobileCodeId}
          onChange={(e) => region.setForeignCodeId(Number(e.target.value))}
        >
          {region.foreignCodes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} {c.code}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * The +86 / 境外 switch beside the mobile input. Its accessible name starts with the visible text
 * (WCAG 2.5.3 label in name): ui's built-in MobileInput toggle names itself 境外手机号 while it
 * shows +86, which axe flags as serious in real browsers; switch back once ui names it so.
 */
export function MobileRegionToggle({
  region,
  onToggle,
}: {
  region: ReturnType<typeof useMobileRegion>;
  onToggle: () => void;
}) {
  const text = region.isForeign ? '境外' : '+86';
  return (
    <button
      type="button"
      className="jj-mobile-input__region"
      aria-pressed={region.isForeign}
      aria-label={`${text} 境外手机号`}
      onClick={onToggle}
    >
      {text}
    </button>
  );
}

/** Props of {@link AccountMobileField}. */
export interface AccountMobileFieldProps {
  mobile: string;
  onMobileChange: (mobile: string) => void;
  /** The message under the input (spec 000 §5 请输入正确的手机号码), or undefined. */
  error: string | undefined;
  onErrorChange: (error: string | undefined) => void;
  region: ReturnType<typeof useMobileRegion>;
}

/**
 * The mobile input of login and signup (spec 000 §5): 11 digits (8-11 when foreign), checked on
 * blur with core's `checkMobile` (the message shows and the input is kept), the +86 / 境外 switch
 * and, for a foreign number, the calling-code picker.
 */
export function AccountMobileField({
  mobile,
  onMobileChange,
  error,
  onErrorChange,
  region,
}: AccountMobileFieldProps) {
  return (
    <>
      <MobileInput
        value={mobile}
        onChange={(v) => {
          onMobileChange(v);
          if (error) onErrorChange(undefined);
        }}
        onBlur={() => {
          if (mobile) {
            const c = checkMobile(mobile, region.isForeign);
            onErrorChange(c.ok ? undefined : c.message);
          }
        }}
        error={error}
        isForeign={region.isForeign}
        extra={
          <MobileRegionToggle
            region={region}
            onToggle={() => {
              region.setIsForeign(!region.isForeign);
              onErrorChange(undefined);
            }}
          />
        }
      />
      <MobileRegionField region={region} />
    </>
  );
}
