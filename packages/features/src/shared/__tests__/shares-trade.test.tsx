// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SharesInput, TradeConfirm } from '../shares-trade';
import { renderRoute } from '../test/render';
import { enterTradePassword } from '../test/trade-password';

type Order = { symbol: string; shares: string };
type Send = (args: { body: Order & { password: string }; idempotencyKey: string }) => {
  unwrap(): Promise<{ id: number }>;
};

function Field(props: { available?: string | null; all?: boolean; error?: string }) {
  const [shares, setShares] = useState('');
  return (
    <SharesInput
      label="卖出份额"
      verb="卖出"
      value={shares}
      onChange={setShares}
      extra={<span>快捷</span>}
      {...props}
    />
  );
}

function Confirm(props: { send: Send; order?: Order | null; busy?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? '密码框已打开' : '密码框已关闭'}</p>
      <TradeConfirm
        visible={open}
        onClose={() => setOpen(false)}
        order={props.order === undefined ? { symbol: '000001', shares: '100.00' } : props.order}
        send={props.send}
        origin="portfolio"
        busy={props.busy}
        description="卖出份额 100 份"
      />
    </>
  );
}

function render(element: ReactNode) {
  const user = userEvent.setup();
  const view = renderRoute({
    url: '/t/',
    routes: [
      { path: '/t/', element },
      { path: '/accounts/funds/trades/:id/', element: <h1>交易详情</h1> },
    ],
  });
  return { ...view, user };
}

const answer = (result: Promise<{ id: number }>) => ({ unwrap: () => result });

describe('SharesInput (the shares field of a sell or switch)', () => {
  it('says how many may be traded, fills them with 全部 and shows the rule’s message', async () => {
    const { user } = render(<Field available="885.98" all error="最多可卖出885.98份" />);
    const input = screen.getByRole('textbox', { name: '卖出份额' });
    expect(input).toHaveAttribute('placeholder', '最多可卖出885.98份');
    expect(input).toHaveAttribute('name', 'shares');
    expect(screen.getByText('份')).toBeInTheDocument();
    expect(screen.queryByText('快捷')).toBeNull();
    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(input).toHaveValue('885.98');
    expect(screen.getByText('最多可卖出885.98份', { selector: ':not(input)' })).toBeTruthy();
  });

  it('without a known amount asks for the field and shows the screen’s own quick picks', () => {
    render(<Field available={null} all />);
    expect(screen.getByRole('textbox', { name: '卖出份额' })).toHaveAttribute(
      'placeholder',
      '请输入卖出份额',
    );
    expect(screen.queryByRole('button', { name: '全部' })).toBeNull();
    expect(screen.getByText('快捷')).toBeInTheDocument();
  });
});

describe('TradeConfirm (the trade password step: one trade per attempt)', () => {
  it('sends the order with the password and an Idempotency-Key, then opens the trade detail remembering the origin', async () => {
    const send = vi.fn<Send>(() => answer(Promise.resolve({ id: 777 })));
    const { user, services, location } = render(<Confirm send={send} />);
    services.cookies.set('portfolio_origin', '/accounts/funds/funds_portfolios/11/');
    expect(await screen.findByRole('dialog')).toHaveTextContent('卖出份额 100 份');
    await enterTradePassword(user);
    await waitFor(() => expect(location()).toBe('/accounts/funds/trades/777/'));
    expect(send).toHaveBeenCalledTimes(1);
    const args = send.mock.calls[0]![0];
    expect(args.body).toEqual({ symbol: '000001', shares: '100.00', password: '135790' });
    expect(args.idempotencyKey).toBeTruthy();
    expect(services.cookies.get('trade_detail_origin')).toBe(
      '/accounts/funds/funds_portfolios/11/',
    );
  });

  it('retries a network failure with the same key; after a 4xx the next attempt has a new key', async () => {
    const results = [
      Promise.reject({ status: -1, title: '网络连接失败，请检查网络', keys: [] }),
      Promise.reject({ status: 400, title: '交易密码错误', keys: ['password'] }),
      Promise.resolve({ id: 5 }),
    ];
    results.slice(0, 2).forEach((p) => p.catch(() => undefined));
    const send = vi.fn<Send>(() => answer(results.shift()!));
    const { user, location } = render(<Confirm send={send} />);
    const dialog = await enterTradePassword(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('网络连接失败，请检查网络');
    await enterTradePassword(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('交易密码错误');
    await enterTradePassword(user);
    await waitFor(() => expect(location()).toBe('/accounts/funds/trades/5/'));
    const keys = send.mock.calls.map((c) => c[0].idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('sends nothing while the screen’s check fails (no order)', async () => {
    const send = vi.fn<Send>(() => answer(Promise.resolve({ id: 1 })));
    const { user, location } = render(<Confirm send={send} order={null} />);
    await enterTradePassword(user);
    expect(send).not.toHaveBeenCalled();
    expect(location()).toBe('/t/');
  });

  it('取消 closes the dialog, but not while the trade is pending', async () => {
    const send = vi.fn<Send>();
    const pending = render(<Confirm send={send} busy />);
    await pending.user.click(await screen.findByRole('button', { name: '取消' }));
    expect(screen.getByText('密码框已打开')).toBeInTheDocument();
    pending.unmount();
    const idle = render(<Confirm send={send} />);
    await idle.user.click(await screen.findByRole('button', { name: '取消' }));
    expect(screen.getByText('密码框已关闭')).toBeInTheDocument();
  });
});
