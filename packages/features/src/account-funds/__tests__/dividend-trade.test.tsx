// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TradeDetailScreen } from '../screens/trade-detail-screen';
import { TradeRow } from '../screens/trade-row';
import { renderRoutes } from '../../shared/test/render';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { pendingBuy } from '../../shared/test/fund-fixtures';

/** A 现金分红 of 020383 on its 2026-04-13 ex-date, 0.0875 元/份 inferred from the NAV. */
const dividend = (source: 'official' | 'inferred', reinvest = false) =>
  pendingBuy({
    id: 301,
    direction: 4,
    direction_display: '分红',
    status: 1,
    allow_undo: false,
    amount: '41.69',
    amount_confirm: '41.69',
    shares: reinvest ? '20.03' : null,
    shares_confirm: reinvest ? '20.03' : null,
    net_value: '2.0814',
    fare: '0.00',
    fund: { id: 20383, symbol: '020383', abbr_name: '华富成长趋势混合C', is_bao: false },
    trade_date: '2026-04-13',
    confirm_date: '2026-04-13',
    status_info: [
      { status: 1, title: '除息', desc: '2026-04-13 除息，按权益登记份额分红' },
      { status: 1, title: '现金分红', desc: '2026-04-13 41.69 元已到账银行卡' },
    ],
    dividend: {
      ex_date: '2026-04-13',
      shares: '476.40',
      per_unit: '0.0875',
      source,
      is_estimated: source === 'inferred',
    },
  });

describe('a 分红 in the trade records: its cash, and 推算 when the amount per unit is inferred', () => {
  it('the row reads 分红 with the cash and 推算; an official one has no tag', () => {
    render(
      <MemoryRouter>
        <TradeRow t={dividend('inferred')} />
        <TradeRow t={{ ...dividend('official'), id: 302 }} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('分红 · 华富成长趋势混合C')).toHaveLength(2);
    expect(screen.getByText('41.69元（推算）')).toBeTruthy();
    expect(screen.getByText('41.69元')).toBeTruthy();
  });

  it('the detail shows the ex-date, shares of record, 元/份 (推算) and how it was paid; no axe violations', async () => {
    renderRoutes(
      '/accounts/funds/trades/301',
      [{ path: '/accounts/funds/trades/:id', element: <TradeDetailScreen /> }],
      [{ path: '/funds/trades/301/', reply: () => dividend('inferred') }],
    );
    const info = (await screen.findByText('分红信息')).closest('.adm-list') as HTMLElement;
    expect(info).toHaveTextContent('除息日2026-04-13');
    expect(info).toHaveTextContent('权益登记份额476.40份');
    expect(info).toHaveTextContent('每份分红0.0875元/份（推算）');
    expect(info).toHaveTextContent('分红方式现金分红');
    expect(within(info).getByText(/非基金公告数据/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤单' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('a reinvested one reads 红利再投 with the amount reinvested', async () => {
    renderRoutes(
      '/accounts/funds/trades/301',
      [{ path: '/accounts/funds/trades/:id', element: <TradeDetailScreen /> }],
      [{ path: '/funds/trades/301/', reply: () => dividend('official', true) }],
    );
    const info = (await screen.findByText('分红信息')).closest('.adm-list') as HTMLElement;
    expect(info).toHaveTextContent('分红方式红利再投');
    expect(info).toHaveTextContent('再投金额41.69元');
    expect(info).not.toHaveTextContent('推算');
  });
});
