/**
 * Chart colours. Canvas cannot read CSS variables, so they are explicit: red is up, green is
 * down (spec 000 §9), matching `--jj-up` / `--jj-down` in styles.css.
 */
export interface ChartColors {
  up: string;
  down: string;
  /** The fund / portfolio line. */
  main: string;
  /** Benchmark (业绩基准). */
  track: string;
  /** Second reference (e.g. 沪深300). */
  track2: string;
  text: string;
  axis: string;
  split: string;
  background: string;
}

export const LIGHT_CHART_COLORS: ChartColors = {
  up: '#e93030',
  down: '#14a35b',
  main: '#e93030',
  track: '#1677ff',
  track2: '#ff8f1f',
  text: '#666666',
  axis: '#cccccc',
  split: '#eeeeee',
  background: 'transparent',
};

export const DARK_CHART_COLORS: ChartColors = {
  up: '#ff4d4f',
  down: '#2fc373',
  main: '#ff4d4f',
  track: '#3086ff',
  track2: '#ffa930',
  text: '#b3b3b3',
  axis: '#4d4d4d',
  split: '#2b2b2b',
  background: 'transparent',
};

/**
 * The 20-colour palette for portfolio positions and allocation slices
 * (spec 001 §9: the portfolio position colour palette has 20 colours; core's POSITION_PALETTE_SIZE).
 */
export const POSITION_PALETTE: readonly string[] = [
  '#e93030',
  '#1677ff',
  '#ff8f1f',
  '#14a35b',
  '#8c54ff',
  '#00b4d8',
  '#ffc53d',
  '#f759ab',
  '#5b8ff9',
  '#61ddaa',
  '#65789b',
  '#f6bd16',
  '#7262fd',
  '#78d3f8',
  '#9661bc',
  '#f6903d',
  '#008685',
  '#f08bb4',
  '#a0d911',
  '#d4380d',
];
