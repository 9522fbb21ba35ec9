import { BarChart, CandlestickChart } from 'echarts/charts';
import {
  AxisPointerComponent,
  DataZoomInsideComponent,
  GridComponent,
  TooltipComponent,
} from 'echarts/components';
import { ChartCanvas, type ChartCanvasProps } from './chart-canvas';

const PARTS = [
  CandlestickChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  AxisPointerComponent,
  DataZoomInsideComponent,
];

/** The K-line's canvas: candlesticks, volume bars, the inside data zoom and the cross pointer. */
export default function KLineCanvas(props: ChartCanvasProps) {
  return <ChartCanvas {...props} parts={PARTS} />;
}
