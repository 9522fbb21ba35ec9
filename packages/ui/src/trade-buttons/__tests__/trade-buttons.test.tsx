import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TradeButtons } from '../trade-buttons';

describe('TradeButtons', () => {
  it('enables 买入 and 卖出 for an open fund and calls back', async () => {
    const user = userEvent.setup();
    const onBuy = vi.fn();
    const onSell = vi.fn();
    const { container } = render(
      <TradeButtons
        fund={{
          allow_trade: true,
          allow_buy: true,
          allow_sell: true,
          allow_fixed: true,
          subscription_status: 2,
        }}
        onBuy={onBuy}
        onSell={onSell}
        onFixedInvest={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: '买入' }));
    await user.click(screen.getByRole('button', { name: '卖出' }));
    expect(onBuy).toHaveBeenCalledOnce();
    expect(onSell).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: '定投' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('shows disabled 未代销 when trading is not allowed (spec 001 §4)', () => {
    render(
      <TradeButtons
        fund={{ allow_trade: false, allow_buy: true, allow_sell: false }}
        onFixedInvest={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: '未代销' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '暂停卖出' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '定投' })).toBeDisabled();
  });

  it('shows 即将开售 before sale and 认购 in the subscription period', () => {
    const { rerender } = render(
      <TradeButtons fund={{ allow_trade: true, allow_buy: true, subscription_status: 0 }} />,
    );
    expect(screen.getByRole('button', { name: '即将开售' })).toBeDisabled();
    rerender(
      <TradeButtons fund={{ allow_trade: true, allow_buy: true, subscription_status: 1 }} />,
    );
    expect(screen.getByRole('button', { name: '认购' })).toBeEnabled();
  });

  it('uses 转入 / 暂停转出 wording for bao', () => {
    render(
      <TradeButtons
        fund={{
          allow_trade: true,
          allow_buy: true,
          allow_sell: false,
          is_bao: true,
          subscription_status: 2,
        }}
      />,
    );
    expect(screen.getByRole('button', { name: '转入' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '暂停转出' })).toBeDisabled();
  });
});
