import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AllocationDonut, KLineChart, NetValueChart, RadarChart } from '../index';

// echarts cannot draw on jsdom's canvas: the runtime module is replaced by a recording fake.
const chart = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
const initChart = vi.fn((_el: HTMLElement) => chart);
vi.mock('../echarts-runtime', () => ({ initChart: (el: HTMLElement) => initChart(el) }));

beforeEach(() => {
  vi.clearAllMocks();
});

const points = [
  { date: '2026-10-20', percentage_begin: 0, percent_track: 0 },
  { date: '2026-11-20', percentage_begin: 3.21, percent_track: 1.1 },
];

describe('chart components', () => {
  it('draws the net-value chart without echarts, and loads the canvas when pointed at', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <NetValueChart points={points} period="m" onPeriodChange={() => {}} animation={false} />,
    );
    const label = /本基金近1月涨跌幅走势，截至2026-11-20为3.21%/;
    const frame = screen.getByRole('img', { name: label });
    expect(frame.tagName).toBe('DIV');
    expect(frame.querySelectorAll('path')).toHaveLength(2);
    expect(frame).toHaveTextContent('业绩基准');
    expect(frame).toHaveTextContent('2026-10-20');
    await expectNoAxeViolations(container);
    // Nothing pointed at it: echarts stays unloaded (the idle and viewport triggers are off).
    await new Promise((r) => setTimeout(r, 50));
    expect(initChart).not.toHaveBeenCalled();
    await user.hover(frame);
    // The canvas module is a lazy chunk: its first import is slow on a loaded CI machine.
    await waitFor(() => expect(initChart).toHaveBeenCalled(), { timeout: 10_000 });
    const canvas = screen.getByRole('img', { name: label });
    expect(canvas).toHaveClass('jj-chart__canvas');
    expect(initChart).toHaveBeenCalledWith(canvas);
    await waitFor(() => expect(chart.setOption).toHaveBeenCalled());
    const [option, opts] = chart.setOption.mock.calls[0]!;
    expect(option).toMatchObject({ animation: false });
    expect(opts).toEqual({ notMerge: true });
    await expectNoAxeViolations(container);
  });

  it('switches periods through the tabs', async () => {
    const user = userEvent.setup();
    const onPeriodChange = vi.fn();
    render(
      <NetValueChart
        points={points}
        period="m"
        onPeriodChange={onPeriodChange}
        animation={false}
      />,
    );
    expect(screen.getByRole('tab', { name: '近1月' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: '今年以来' }));
    expect(onPeriodChange).toHaveBeenCalledWith('ty');
    await user.click(screen.getByRole('tab', { name: '成立以来' }));
    expect(onPeriodChange).toHaveBeenLastCalledWith('start');
  });

  it('applies new data and disposes the chart on unmount', async () => {
    const { rerender, unmount } = render(
      <NetValueChart points={points} period="y" animation={false} />,
    );
    fireEvent.pointerDown(screen.getByRole('img'));
    await waitFor(() => expect(chart.setOption).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    rerender(
      <NetValueChart
        points={[...points, { date: '2026-11-21', percentage_begin: 4, percent_track: 1 }]}
        period="y"
        animation={false}
      />,
    );
    await waitFor(() => expect(chart.setOption).toHaveBeenCalledTimes(2));
    unmount();
    expect(chart.dispose).toHaveBeenCalledOnce();
  });

  it('shows 暂无数据 without points and never loads echarts', () => {
    render(<NetValueChart points={[]} period="m" />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(initChart).not.toHaveBeenCalled();
  });

  it('renders the allocation donut and the K line through the same lazy canvas', async () => {
    const { container } = render(
      <>
        <AllocationDonut
          slices={[
            { name: '股票', value: 60 },
            { name: '债券', value: 40 },
          ]}
          animation={false}
        />
        <KLineChart
          points={[{ date: '2026-11-20', open: 1, close: 1.1, low: 0.9, high: 1.2, volume: 100 }]}
          animation={false}
        />
      </>,
    );
    expect(
      await screen.findByRole(
        'img',
        { name: '资产配置：股票60.00%，债券40.00%' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /日K线与成交量/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // Each canvas creates its chart in an effect after the commit that showed it.
    await waitFor(() => expect(initChart).toHaveBeenCalledTimes(2));
    await expectNoAxeViolations(container);
  });
});

describe('radar chart (manager skill scores, spec 001 §3 Fund manager)', () => {
  const axes = [{ name: '盈利能力' }, { name: '抗风险' }, { name: '稳定性' }];
  it('describes every score in its label and draws one polygon per manager', async () => {
    const { container } = render(
      <RadarChart
        axes={axes}
        series={[{ name: '甲', values: [86.4, null, 40] }]}
        animation={false}
      />,
    );
    await screen.findByRole(
      'img',
      { name: '甲：盈利能力86分，抗风险暂无，稳定性40分' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(chart.setOption).toHaveBeenCalled());
    const [option] = chart.setOption.mock.calls[0]!;
    expect(option.series[0].data).toEqual([{ name: '甲', value: [86.4, 0, 40] }]);
    expect(option.radar.indicator).toEqual(axes.map((a) => ({ name: a.name, max: 100 })));
    await expectNoAxeViolations(container);
  });

  it('shows 暂无评分 instead of an empty chart when there is no score', () => {
    render(<RadarChart axes={axes} series={[{ name: '甲', values: [null, null, null] }]} />);
    expect(screen.getByText('暂无评分')).toBeInTheDocument();
    expect(initChart).not.toHaveBeenCalled();
  });
});
