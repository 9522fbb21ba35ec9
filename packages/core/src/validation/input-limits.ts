/**
 * Input maxima in characters (spec 000 §5): captcha 8, bank card number 20, real name 20,
 * ID card 20, mobile 11. Use as `maxLength` on inputs.
 */
export const INPUT_MAX_LENGTH = {
  captcha: 8,
  bank_card_no: 20,
  real_name: 20,
  id_card: 20,
  mobile: 11,
} as const;

/**
 * A field with a maximum length.
 * @see spec 000 §5 Input maxima
 */
export type LimitedField = keyof typeof INPUT_MAX_LENGTH;

/**
 * Cut `value` to the field's maximum (counted in characters / code points).
 * @see spec 000 §5 Input maxima
 */
export function limitInput(field: LimitedField, value: string): string {
  const chars = [...value];
  return chars.length > INPUT_MAX_LENGTH[field]
    ? chars.slice(0, INPUT_MAX_LENGTH[field]).join('')
    : value;
}
