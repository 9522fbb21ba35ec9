import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { AllocationDonut } from './allocation-donut';
import { RadarChart } from './radar-chart';
import { KLineChart } from './kline-chart';
import type { KLinePoint } from './kline-options';
import { NetValueChart } from './net-value-chart';
import type { NetValuePeriod, NetValuePoint } from './net-value-options';

const meta: Meta = { title: '图表/Charts 图表（懒加载 echarts）' };
export default meta;

const DAYS: Record<NetValuePeriod, number> = { m: 22, '3m': 66, y: 250, ty: 220, start: 900 };

function series(days: number, withTrack2: boolean): NetValuePoint[] {
  let fund = 0;
  let bench = 0;
  let hs300 = 0;
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10, 20) - (days - 1 - i) * 86_400_000);
    fund += Math.sin(i / 7) * 0.6 + 0.05;
    bench += Math.sin(i / 9) * 0.3 + 0.02;
    hs300 += Math.cos(i / 8) * 0.4;
    return {
      date: d.toISOString().slice(0, 10),
      percentage_begin: fund.toFixed(2),
      percent_track: bench.toFixed(2),
      percent_track_2: withTrack2 ? hs300.toFixed(2) : null,
    };
  });
}

function NetValueLive({ withTrack2 = false }) {
  const [period, setPeriod] = useState<NetValuePeriod>('3m');
  const points = useMemo(() => series(DAYS[period], withTrack2), [period, withTrack2]);
  return <NetValueChart points={points} period={period} onPeriodChange={setPeriod} />;
}

export const NetValue: StoryObj = { name: '净值走势（业绩基准）', render: () => <NetValueLive /> };
export const NetValueWithHs300: StoryObj = {
  name: '净值走势（基准 + 沪深300）',
  render: () => <NetValueLive withTrack2 />,
};
export const NetValueEmpty: StoryObj = {
  name: '净值走势（无数据）',
  render: () => <NetValueChart points={[]} period="m" onPeriodChange={() => {}} />,
};
export const NoAnimation: StoryObj = {
  name: '关闭动画（测试/基准）',
  render: () => <NetValueChart points={series(66, false)} period="3m" animation={false} />,
};

export const Allocation: StoryObj = {
  name: '资产配置环形图',
  render: () => (
    <AllocationDonut
      slices={[
        { name: '股票', value: 62.35 },
        { name: '债券', value: 21.4 },
        { name: '现金', value: 9.25 },
        { name: '其他', value: 7 },
      ]}
    />
  ),
};

const SKILL_AXES = [
  '盈利能力',
  '夏普比率',
  '选股能力',
  '抗风险',
  '择时能力',
  '从业经验',
  '指数跟踪',
  '超额收益',
  '稳定性',
].map((name) => ({ name }));
export const Radar: StoryObj = {
  name: '能力雷达图（基金经理评分）',
  render: () => (
    <RadarChart
      axes={SKILL_AXES}
      series={[{ name: '示例经理', values: [86, 72, 91, 35, 100, 90, 45, 100, 38] }]}
    />
  ),
};
export const RadarCompare: StoryObj = {
  name: '能力雷达图（两位经理对比）',
  render: () => (
    <RadarChart
      axes={SKILL_AXES}
      series={[
        { name: '示例经理甲', values: [86, 72, 91, 35, 100, 90, 45, 100, 38] },
        { name: '示例经理乙', values: [55, 60, 48, 80, 40, 30, 70, 52, 85] },
      ]}
    />
  ),
};
export const RadarEmpty: StoryObj = {
  name: '能力雷达图（暂无评分）',
  render: () => (
    <RadarChart
      axes={SKILL_AXES}
      series={[{ name: '示例经理', values: SKILL_AXES.map(() => null) }]}
    />
  ),
};

function kline(days: number): KLinePoint[] {
  let close = 10;
  return Array.from({ length: days }, (_, i) => {
    const open = close;
    close = Math.max(1, open + Math.sin(i * 1.7) * 0.3 + Math.cos(i / 5) * 0.1);
    const high = Math.max(open, close) + 0.15;
    const low = Math.min(open, close) - 0.15;
    const d = new Date(Date.UTC(2026, 10, 20) - (days - 1 - i) * 86_400_000);
    return {
      date: d.toISOString().slice(0, 10),
      open: +open.toFixed(2),
      close: +close.toFixed(2),
      high: +high.toFixed(2),
      low: +low.toFixed(2),
      volume: Math.round(5000 + Math.abs(Math.sin(i)) * 8000),
    };
  });
}

export const KLine: StoryObj = {
  name: 'K线与成交量（红涨绿跌）',
  render: () => <KLineChart points={kline(120)} />,
};
