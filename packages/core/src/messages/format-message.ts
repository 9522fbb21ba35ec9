/**
 * Fill a message template's `{name}` placeholders.
 * Unknown placeholders are left as written, so a missing value is visible in review.
 *
 * @param template a catalogue template, e.g. `最低买入{n}元`
 * @param values placeholder values, e.g. `{ n: '10' }`; numbers are written with `String()`
 * @returns the filled message, e.g. `最低买入10元`
 * @see spec 001 §5 Validation rules ({n} filled)
 */
export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
