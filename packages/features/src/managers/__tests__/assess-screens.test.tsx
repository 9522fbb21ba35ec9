import { createMemoryStorage } from '@jijin/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { fund000001 } from '../../shared/test/fund-fixtures';
import { managersArea } from '../../managers/index';
import { assessHistory, evenPositions, splitAmount } from '../../managers/assess';
import { manager } from './fixtures';

const routes = managersArea.routes;

const QUESTIONS = [
  {
    id: 1,
    title: '您计划的投资期限是？',
    is_multiple: false,
    options: [
      { id: 11, content: '1年以内', score: 1 },
      { id: 13, content: '3年以上', score: 3 },
    ],
  },
  {
    id: 2,
    title: '您偏好的基金类型是？',
    is_multiple: false,
    options: [
      { id: 42, content: '混合型', score: 2 },
      { id: 44, content: '不限', score: 4 },
    ],
  },
];

const RESULT = {
  options: '13,42',
  managers: [manager(), manager({ id: 7, name: '张坤', tags: ['稳定性突出'] })],
  funds: [
    fund000001(),
    fund000001({ id: 2, symbol: '110011', code: '110011', abbr_name: '易方达优质精选混合' }),
  ],
};

describe('assessment positions (spec 001 §5 Fund proposal: 10 % steps summing to 100 %)', () => {
  it('spreads 100 % in 10 % steps and splits the amount to the fen, the parts adding up', () => {
    expect(evenPositions(2)).toEqual([50, 50]);
    expect(evenPositions(3)).toEqual([40, 30, 30]);
    expect(splitAmount('1000.01', [50, 50])).toEqual(['500.00', '500.01']);
    expect(splitAmount('100', [70, 30, 0])).toEqual(['70.00', '30.00', '0.00']);
  });
});

describe('manager assessment (spec 001 §2 Fund managers, §9 loading at least 2.5 s)', () => {
  it('asks every question before the result, then opens the result with assess=1', async () => {
    const r = renderRoute({
      url: '/symbols/funds/managers/question/?again=1',
      routes,
      handlers: { 'GET /assess_question/': { body: QUESTIONS } },
    });
    const submit = await screen.findByRole('button', { name: '还有2题未答' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '3年以上' }));
    await userEvent.click(screen.getByRole('radio', { name: '混合型' }));
    await expectNoSeriousAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: '查看测评结果' }));
    await waitFor(() =>
      expect(r.location()).toBe('/symbols/funds/managers/assess/?options=13%2C42&assess=1'),
    );
  });

  it('opens the latest result on a device that took it, unless again=1', async () => {
    const storage = createMemoryStorage();
    assessHistory(storage).add({ options: '11,44', at: '2026-04-01T00:00:00.000Z' });
    const r = renderRoute({ url: '/symbols/funds/managers/question/', routes, storage });
    await waitFor(() =>
      expect(r.location()).toBe('/symbols/funds/managers/assess/?options=11%2C44'),
    );
  });

  it('shows the loading page for at least 2.5 s, then managers in card and list views', async () => {
    const storage = createMemoryStorage();
    const started = Date.now();
    renderRoute({
      url: '/symbols/funds/managers/assess/?options=13,42&assess=1',
      routes,
      storage,
      handlers: { 'GET /symbols/funds/managers/assess/': { body: RESULT } },
    });
    expect(await screen.findByText('正在根据您的回答匹配基金经理…')).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: '推荐基金经理' }, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    expect(within(cards).getByText('张坤')).toBeInTheDocument();
    // Recorded by an effect once the result shows (it may run just after the list paints).
    await waitFor(() => expect(assessHistory(storage).all()[0]?.options).toBe('13,42'));
    await userEvent.click(screen.getByRole('tab', { name: '列表' }));
    expect(
      within(screen.getByRole('list', { name: '推荐基金经理' })).getByText('郑希'),
    ).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  }, 10_000);

  it('keeps 买入 disabled until a fund is selected, then buys two funds 50/50 in the batch buy', async () => {
    const r = renderRoute({
      url: '/symbols/funds/managers/assess/?options=13,42',
      routes,
      handlers: { 'GET /symbols/funds/managers/assess/': { body: RESULT } },
    });
    const buy = await screen.findByRole('button', { name: '买入' });
    expect(buy).toBeDisabled();
    expect(screen.getByText('请选择要购买的基金')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择华夏成长混合' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择易方达优质精选混合' }));
    expect(screen.getByRole('combobox', { name: '华夏成长混合仓位' })).toHaveValue('50');
    expect(screen.getByRole('combobox', { name: '易方达优质精选混合仓位' })).toHaveValue('50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '华夏成长混合仓位' }), '30');
    await userEvent.type(screen.getByRole('textbox', { name: '买入总金额' }), '1000');
    await userEvent.click(buy);
    expect(await screen.findByText('请上调部分基金仓位，确保总占比达到100%')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '华夏成长混合仓位' }), '50');
    await userEvent.click(buy);
    await waitFor(() =>
      expect(r.location()).toBe(
        '/s/000001%2C110011/buy_batch/?amountMinBuy=500.00&amounts=500.00%2C500.00',
      ),
    );
  });

  it('lists the device assessments in the history', async () => {
    const storage = createMemoryStorage();
    assessHistory(storage).add({ options: '13,42', at: '2026-04-01T08:00:00.000Z' });
    renderRoute({
      url: '/symbols/funds/managers/assess/history',
      routes,
      storage,
      handlers: { 'GET /assess_question/': { body: QUESTIONS } },
    });
    expect(await screen.findByText('3年以上 · 混合型')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2026-04-01 的测评/ })).toHaveAttribute(
      'href',
      '/symbols/funds/managers/assess/?options=13%2C42',
    );
    await expectNoSeriousAxeViolations();
  });
});
