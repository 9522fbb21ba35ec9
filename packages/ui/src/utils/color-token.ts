import type { ColorToken } from '@jijin/core';

/**
 * The CSS colour of one of core's colour tokens: red is up (`--jj-up`), green is down
 * (`--jj-down`), the rest from the theme palette.
 */
export function colorTokenVar(token: ColorToken): string {
  switch (token) {
    case 'red':
      return 'var(--jj-up)';
    case 'green':
      return 'var(--jj-down)';
    case 'blue':
      return 'var(--jj-blue)';
    case 'orange':
      return 'var(--jj-orange)';
    case 'grey':
      return 'var(--jj-grey)';
    case 'light':
      return 'var(--jj-text-weak)';
    default:
      return 'var(--jj-text)';
  }
}
