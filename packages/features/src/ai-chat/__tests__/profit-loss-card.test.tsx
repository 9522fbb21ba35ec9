// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCard as render } from './render-card';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';

const group = (period: string, period_display: string, p: number, p50: number) => ({
  period,
  period_display,
  profit_probability: p,
  expected_percent: p50 + 1,
  percentiles: { p10: -5, p25: 0, p50, p75: 8, p90: 12 },
});

describe('the AI chat profit-loss card (spec 001 §9 "AI lists: 3 profit-loss groups", §8)', () => {
  it('spec 001 §9: shows the first 3 profit-loss groups of a potential answer, red up / green down; no serious axe violation', async () => {
    render({
      type: 'potential',
      title: '华夏成长混合 潜力分析',
      symbol: '000001',
      source: 'GET /symbols/funds/potential/{symbol}/',
      data: {
        symbol: '000001',
        profit_loss: [
          group('3m', '持有3个月', 58.2, 2.1),
          group('6m', '持有6个月', 61.5, -1.3),
          group('1y', '持有1年', 66.04, 7.5),
          group('3y', '持有3年', 80, 20),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: '盈亏概率' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('持有3个月58.20%+2.10%');
    expect(rows[2]).toHaveTextContent('持有1年66.04%+7.50%');
    expect(within(rows[1]!).getByText('-1.30%').getAttribute('style')).toContain('--jj-down');
    await expectNoSeriousAxeViolations();
  });

  it('spec 001 §8: a potential answer without profit-loss groups shows 数据请求失败，请稍后重试', async () => {
    render({ type: 'potential', title: '潜力分析', symbol: '000001', data: { symbol: '000001' } });
    expect(await screen.findByText('数据请求失败，请稍后重试')).toBeInTheDocument();
  });
});
