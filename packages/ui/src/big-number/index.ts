export { BigNumber, trimDecimalZeros } from './big-number';
export type { BigNumberProps } from './big-number';
