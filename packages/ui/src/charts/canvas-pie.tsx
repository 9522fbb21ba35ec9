import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { ChartCanvas, type ChartCanvasProps } from './chart-canvas';

const PARTS = [PieChart, TooltipComponent, LegendComponent];

/** The allocation donut's canvas: the pie chart, tooltip and legend only. */
export default function PieCanvas(props: ChartCanvasProps) {
  return <ChartCanvas {...props} parts={PARTS} />;
}
