import { LineChart } from 'echarts/charts';
import {
  AxisPointerComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { ChartCanvas, type ChartCanvasProps } from './chart-canvas';

const PARTS = [LineChart, GridComponent, TooltipComponent, AxisPointerComponent, LegendComponent];

/** The net-value line's canvas: the line chart and its axis, tooltip and legend only. */
export default function LineCanvas(props: ChartCanvasProps) {
  return <ChartCanvas {...props} parts={PARTS} />;
}
