export { PercentText } from './percent-text';
export type { PercentTextProps } from './percent-text';
