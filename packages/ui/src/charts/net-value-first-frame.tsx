import type { NetValueFrame } from './net-value-frame';
import { FRAME_PLOT_WIDTH } from './net-value-frame';
import type { ChartColors } from './chart-colors';

export interface NetValueFirstFrameProps {
  frame: NetValueFrame;
  colors: ChartColors;
  /** Height in px, the same as the echarts chart that replaces it. */
  height: number;
  /** Accessible description of what the chart shows (the canvas's label). */
  label: string;
}

/**
 * The net-value chart drawn as SVG and HTML before echarts loads: legend, y ticks
 * with split lines, the x axis with its first and last dates, and the lines. Laid out as the
 * option's grid (32 px for the legend, 8 px left, 12 px right, 8 px bottom), so the canvas takes
 * its place without the page moving.
 */
export function NetValueFirstFrame({ frame, colors, height, label }: NetValueFirstFrameProps) {
  return (
    <div
      className="jj-chart__frame"
      role="img"
      aria-label={label}
      style={{ height, color: colors.text }}
    >
      <div className="jj-chart__legend" aria-hidden="true">
        {frame.lines.map((l) => (
          <span key={l.name} className="jj-chart__legend-item">
            <i style={{ background: l.color }} />
            {l.name}
          </span>
        ))}
      </div>
      <div className="jj-chart__ticks" aria-hidden="true">
        {frame.ticks.map((t) => (
          <span key={t.value}>{t.label}</span>
        ))}
      </div>
      <svg
        className="jj-chart__plot"
        viewBox={`0 0 ${FRAME_PLOT_WIDTH} 1`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {frame.ticks.map((t) => (
          <AcrossPlot key={t.value} y={t.y} color={colors.split} />
        ))}
        <AcrossPlot y={frame.axisY} color={colors.axis} />
        {frame.lines.map((l) => (
          <path
            key={l.name}
            d={l.d}
            fill="none"
            stroke={l.color}
            strokeWidth={l.width}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className="jj-chart__dates" aria-hidden="true">
        <span>{frame.firstDate}</span>
        <span>{frame.lastDate}</span>
      </div>
    </div>
  );
}

/** A 1 px line across the plot at `y` (0…1 from the top): a split line or the x axis. */
function AcrossPlot({ y, color }: { y: number; color: string }) {
  return (
    <line
      x1={0}
      x2={FRAME_PLOT_WIDTH}
      y1={y}
      y2={y}
      stroke={color}
      vectorEffect="non-scaling-stroke"
    />
  );
}
