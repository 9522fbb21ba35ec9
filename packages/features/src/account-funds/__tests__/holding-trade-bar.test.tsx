// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoldingDetailScreen } from '../screens/holding-detail-screen';
import { renderRoutes } from '../../shared/test/render';
import { fund000001, holding000001 } from '../../shared/test/fund-fixtures';

type Fund = ReturnType<typeof fund000001>;

function render(fund: Partial<Fund>, allowSell = true) {
  return renderRoutes(
    '/accounts/funds/000001/',
    [{ path: '/accounts/funds/:symbol/', element: <HoldingDetailScreen /> }],
    [
      {
        path: '/funds/fund/fund_info/',
        reply: () => holding000001({ allow_sell: allowSell, fund: fund000001(fund) }),
      },
    ],
  );
}

describe('the holding page trade bar follows the fund detail button rules (spec 001 §4 Symbol buy button)', () => {
  it('spec 001 §4: not trading-allowed reads 未代销 and 定投 is off', async () => {
    render({ allow_trade: false });
    expect(await screen.findByRole('button', { name: '未代销' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '定投' })).toBeDisabled();
  });

  it('spec 001 §4: before sale reads 即将开售; in the subscription period 认购', async () => {
    const view = render({ subscription_status: 0 });
    expect(await screen.findByRole('button', { name: '即将开售' })).toBeDisabled();
    view.unmount();
    render({ subscription_status: 1 });
    expect(await screen.findByRole('button', { name: '认购' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '定投' })).toBeDisabled();
  });

  it('spec 001 §4: buying suspended reads 暂停买入, selling suspended 暂停卖出', async () => {
    render({ allow_buy: false, allow_sell: false });
    expect(await screen.findByRole('button', { name: '暂停买入' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '暂停卖出' })).toBeDisabled();
  });

  it('spec 001 §3: the holding’s own allow_sell false reads 暂停卖出', async () => {
    render({}, false);
    expect(await screen.findByRole('button', { name: '暂停卖出' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '买入' })).toBeEnabled();
  });

  it('spec 001 §4 fixed-invest button: 定投 is on only when trading, fixed investment and open subscription hold', async () => {
    const view = render({ allow_fixed: false });
    expect(await screen.findByRole('button', { name: '定投' })).toBeDisabled();
    view.unmount();
    render({ allow_fixed: true, allow_trade: true, subscription_status: 2 });
    expect(await screen.findByRole('button', { name: '定投' })).toBeEnabled();
  });

  it('spec 001 §4: bao selling suspended reads 暂停转出', async () => {
    render({ is_bao: true, allow_sell: false });
    expect(await screen.findByRole('button', { name: '暂停转出' })).toBeDisabled();
  });

  it('spec 001 §3 list_status: a terminated fund reads 已终止 on both buttons and 定投 is off', async () => {
    render({ list_status: 3, allow_fixed: true });
    const off = await screen.findAllByRole('button', { name: '已终止' });
    expect(off).toHaveLength(2);
    for (const b of off) expect(b).toBeDisabled();
    expect(screen.getByRole('button', { name: '定投' })).toBeDisabled();
  });
});
