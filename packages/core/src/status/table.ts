/**
 * Colour tokens of status and number display; ui maps them to its palette.
 * Red is up / success-highlight, green is down (README "Conventions").
 */
export type ColorToken = 'red' | 'green' | 'blue' | 'orange' | 'grey' | 'light' | 'default';

/**
 * One row of a status table: the API code and its Chinese label.
 * @see spec 000 §9 Percent colours (red up, green down); README "Conventions"
 */
export interface StatusEntry<C extends number = number> {
  readonly code: C;
  readonly label: string;
}

/**
 * Find a table row by code.
 * @param table a status table (readonly array of rows)
 * @param code the API code; null/undefined finds nothing
 * @returns the row, or undefined for an unknown code
 * @see spec 001 §4 (status tables are data)
 */
export function findStatus<E extends { readonly code: number }>(
  table: readonly E[],
  code: number | null | undefined,
): E | undefined {
  return code === null || code === undefined ? undefined : table.find((e) => e.code === code);
}

/**
 * The label of a code, or `fallback` ('' by default) for an unknown code.
 * @see spec 001 §4
 */
export function statusLabel(
  table: readonly { readonly code: number; readonly label: string }[],
  code: number | null | undefined,
  fallback = '',
): string {
  return findStatus(table, code)?.label ?? fallback;
}
