// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { HoldersAtlasScreen, atlasFolds } from '../screens/holders-atlas-screen';

function render(count: number) {
  const holders = Array.from({ length: count }, (_, i) => ({
    symbol: `SH60000${i}`,
    name: `股票${i}`,
    shares: null,
    percent: 5,
    change: null,
    market_value: '100000000.00',
    funds_count: 10 + i,
  }));
  return renderRoute({
    url: '/s/000001/holders_atlas/?type=holders_atlas',
    routes: [{ path: '/s/:symbol/holders_atlas/', element: <HoldersAtlasScreen /> }],
    handlers: {
      'GET /symbols/000001/holders_analyse/': {
        body: {
          symbol: '000001',
          type: 'holders_atlas',
          report_date: '2022-12-31',
          total_count: count,
          holders,
        },
      },
    },
  });
}

describe('the holder atlas with exactly 5 stocks (spec 001 §9: at most 4 stocks, view-all over 5)', () => {
  it('spec 001 §9: exactly 5 shows 4 and 查看全部（5）, never 5 at once', async () => {
    render(5);
    const list = await screen.findByRole('list', { name: '重仓股' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: '查看全部（5）' })).toBeInTheDocument();
  });

  it('spec 001 §9: 4 or fewer show all without 查看全部', () => {
    expect(atlasFolds(4)).toBe(false);
    expect(atlasFolds(5)).toBe(true);
    expect(atlasFolds(6)).toBe(true);
  });
});
