// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCard as render } from './render-card';

describe('the AI chat fund list card (spec 001 §9 AI lists)', () => {
  it('dates each fund’s 近1年 by its NAV date, and says nothing of a date the answer lacks', async () => {
    const fund = (symbol: string, abbr_name: string, date: string | null) =>
      ({ symbol, abbr_name, percent_year: 12.34, net_value_date: date }) as never;
    render({
      type: 'fund_list',
      title: '近1年收益靠前的基金',
      funds: [fund('000001', '华夏成长混合', '2026-04-17'), fund('110011', '易方达优质精选', null)],
    });
    const rows = within(await screen.findByRole('list', { name: '基金' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('000001 · 截至2026-04-17');
    expect(rows[0]).toHaveTextContent('近1年 +12.34%');
    expect(rows[1]).not.toHaveTextContent('截至');
  });
});

describe('the AI chat 自选 card (spec 001 §2 AI chat, §7 /symbols/following/)', () => {
  it('dates a followed fund’s day change by its NAV date, and a row without a NAV by nothing', async () => {
    const followed = (symbol: string, abbr_name: string, date: string | null) =>
      ({ symbol, abbr_name, percent_day: -0.52, net_value_date: date }) as never;
    render({
      type: 'followed_list',
      title: '我的自选',
      following: [
        followed('000001', '华夏成长混合', '2026-04-17'),
        followed('SH600519', '贵州茅台', null),
      ],
    });
    const list = await screen.findByRole('list', { name: '自选基金' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('000001 · 截至2026-04-17');
    expect(rows[0]).toHaveTextContent('-0.52%');
    expect(rows[1]).toHaveTextContent('SH600519');
    expect(rows[1]).not.toHaveTextContent('截至');
  });
});
