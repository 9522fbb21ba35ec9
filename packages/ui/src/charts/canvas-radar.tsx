import { RadarChart } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { ChartCanvas, type ChartCanvasProps } from './chart-canvas';

const PARTS = [RadarChart, RadarComponent, TooltipComponent, LegendComponent];

/** The score radar's canvas: the radar chart and coordinate, tooltip and legend only. */
export default function RadarCanvas(props: ChartCanvasProps) {
  return <ChartCanvas {...props} parts={PARTS} />;
}
