// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { AdjustmentCreateScreen } from '../../portfolios/screens/adjustment-create-screen';
import { portfolio } from './fixtures';

type Position = NonNullable<ReturnType<typeof portfolio>['positions']>[number];

function render(positions?: Position[]) {
  const p = portfolio();
  return renderRoute({
    url: '/portfolio/position_adjustments/create/?portfolio_id=11',
    routes: [
      { path: '/portfolio/position_adjustments/create/', element: <AdjustmentCreateScreen /> },
    ],
    handlers: {
      'GET /portfolio/11/': { body: portfolio({ positions: positions ?? p.positions }) },
      'GET /accounts/settings/': {
        body: { id: 7, username: '投顾甲', open_account_step: 'done', is_manager: true },
      },
      'POST /portfolio/position_adjustments/': {
        body: { id: 3, portfolio_id: 11, status: 1, created_at: '2026-04-20', positions: [] },
      },
    },
    token: 't',
  });
}

const pos = (symbol: string, abbr_name: string, percent: number, flags: Partial<Position> = {}) =>
  ({
    symbol,
    abbr_name,
    percent,
    allow_trade: true,
    allow_buy: true,
    allow_sell: true,
    is_bao: false,
    ...flags,
  }) as Position;

describe('the position-adjustment editor (spec 001 §5 Position percent input, §4 Portfolio position gating)', () => {
  it('spec 001 §5: a typed percent above 99 is cut to two characters, non-digits stripped, and blur gives two decimals; no serious axe violation', async () => {
    const user = userEvent.setup();
    render();
    const input = await screen.findByRole('textbox', { name: '华夏成长混合仓位（%）' });
    await user.clear(input);
    await user.type(input, '1a23');
    expect(input).toHaveValue('12');
    await user.tab();
    expect(input).toHaveValue('12.00');
    await expectNoSeriousAxeViolations();
  });

  it('spec 001 §5: on blur an invalid, zero or negative value becomes 0.00', async () => {
    const user = userEvent.setup();
    render();
    const input = await screen.findByRole('textbox', { name: '华夏成长混合仓位（%）' });
    await user.clear(input);
    await user.type(input, '.');
    await user.tab();
    expect(input).toHaveValue('0.00');
  });

  it('spec 001 §5: sends typed percents that add up to exactly 100', async () => {
    const user = userEvent.setup();
    const r = render();
    const a = await screen.findByRole('textbox', { name: '华夏成长混合仓位（%）' });
    const b = screen.getByRole('textbox', { name: '华夏聚利债券A仓位（%）' });
    await user.clear(a);
    await user.type(a, '45.5');
    await user.clear(b);
    await user.type(b, '24.5');
    await user.tab();
    await user.click(screen.getByRole('button', { name: '确认调仓' }));
    await waitFor(() =>
      expect(r.api.callsTo('POST /portfolio/position_adjustments/')).toHaveLength(1),
    );
    expect(r.api.callsTo('POST /portfolio/position_adjustments/')[0]!.body).toMatchObject({
      positions: [
        { symbol: '000001', percent: 45.5 },
        { symbol: '000014', percent: 24.5 },
        { symbol: '003382', percent: 30 },
      ],
    });
  });

  it('spec 001 §4: a position whose trading is suspended is frozen, cannot be removed and says 暂停交易', async () => {
    render([
      pos('000001', '华夏成长混合', 40, { allow_trade: false }),
      pos('000014', '华夏聚利债券A', 60),
    ]);
    expect(await screen.findByRole('combobox', { name: '华夏成长混合仓位' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '华夏成长混合仓位（%）' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '移除华夏成长混合' })).toBeNull();
    expect(screen.getByText('（暂停交易）')).toBeInTheDocument();
  });

  it('spec 001 §4: buying suspended never goes above the held percent; selling suspended never below it', async () => {
    render([
      pos('000001', '华夏成长混合', 40, { allow_buy: false }),
      pos('000014', '华夏聚利债券A', 30, { allow_sell: false }),
      pos('003382', '民生加银鑫享债券A', 30),
    ]);
    const buyOff = await screen.findByRole('combobox', { name: '华夏成长混合仓位' });
    const options = (el: HTMLElement) =>
      Array.from(el.querySelectorAll('option')).map((o) => Number(o.value));
    expect(Math.max(...options(buyOff))).toBe(40);
    const sellOff = screen.getByRole('combobox', { name: '华夏聚利债券A仓位' });
    expect(Math.min(...options(sellOff))).toBe(30);
    expect(screen.queryByRole('button', { name: '移除华夏聚利债券A' })).toBeNull();
    // a typed percent is held within the same bounds on blur
    const typed = screen.getByRole('textbox', { name: '华夏成长混合仓位（%）' });
    fireEvent.change(typed, { target: { value: '60' } });
    fireEvent.blur(typed);
    expect(typed).toHaveValue('40.00');
  });
});
