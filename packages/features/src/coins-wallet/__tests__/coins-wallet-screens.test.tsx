import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../app/api-types';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { renderRoute } from '../../shared/test/render';
import { CoinsHistoryScreen } from '../../coins-wallet/screens/coins-history-screen';
import { CoinsScreen } from '../../coins-wallet/screens/coins-screen';
import { WalletChangesScreen } from '../../coins-wallet/screens/wallet-changes-screen';
import { WithdrawScreen } from '../../coins-wallet/screens/withdraw-screen';
import { exchangeMessage, coinsToYuan } from '../../coins-wallet/screens/coins-rules';
import { withdrawAmountMessage } from '../../coins-wallet/screens/withdraw-rules';

const CARD: Schemas['BankCard'] = {
  id: 11,
  bank_card_no: '6222 **** **** 0017',
  bank_card_no_tail: '0017',
  is_default: true,
  real_name: '*三',
  bank_card_type: 1,
  status: 1,
  bank: {
    id: 1,
    code: 'ICBC',
    logo: 'http://sandbox.test/static/banks/icbc.svg',
    name: '中国工商银行',
    need_onlinepay: false,
    single_limit: '50000.00',
    single_day_limit: '0.00',
    status: 1,
    note: null,
  },
};

const wallet = (balance: string): Schemas['Wallet'] => ({
  balance,
  available: balance,
  frozen: '0.00',
  withdrawing: '0.00',
});

describe('wallet rules (spec 001 §4 Wallet sell, §5 money input)', () => {
  it('says 最低提现1.00元, 余额不足 and 请输入正确的金额, and nothing for a blank amount', () => {
    expect(withdrawAmountMessage('', '4.00')).toBe('');
    expect(withdrawAmountMessage('0.5', '4.00')).toBe('最低提现1.00元');
    expect(withdrawAmountMessage('4.01', '4.00')).toBe('余额不足');
    expect(withdrawAmountMessage('0', '4.00')).toBe('请输入正确的金额');
    expect(withdrawAmountMessage('4', '4.00')).toBe('');
  });
  it('checks coins to exchange against the minimum, the balance and what is left today (§7 Coins)', () => {
    const limits = { balance: 300, coinsMin: 100, leftToday: 250 };
    expect(exchangeMessage('', limits)).toBe('');
    expect(exchangeMessage('1.5', limits)).toBe('请输入整数金币');
    expect(exchangeMessage('99', limits)).toBe('最少兑换100金币');
    expect(exchangeMessage('301', limits)).toBe('金币余额不足');
    expect(exchangeMessage('260', limits)).toBe('今日还可兑换250金币');
    expect(coinsToYuan(150, 100)).toBe('1.50');
    expect(coinsToYuan(1, 100)).toBe('0.01');
  });
});

describe('WalletChangesScreen (/wallets/account_changes/, spec 001 §7 Wallet)', () => {
  it('shows the balance and every change with its reason, signed and coloured, and the balance after it', async () => {
    renderRoute({
      url: '/wallets/account_changes/',
      routes: [{ path: '/wallets/account_changes/', element: <WalletChangesScreen /> }],
      token: 't',
      handlers: {
        'GET /wallets/account/mine/': { body: wallet('4.00') },
        'GET /wallets/account/changes/': {
          body: {
            current_page: 1,
            total_count: 2,
            total_page: 1,
            results: [
              {
                id: 2,
                title: '提现至中国工商银行（尾号0017）',
                amount: '-1.25',
                balance: '2.75',
                created_at: '2026-04-20T10:00:00+08:00',
                type: 'withdraw',
              },
              {
                id: 1,
                title: '注册奖励',
                amount: '4.00',
                balance: '4.00',
                created_at: '2026-04-20T09:00:00+08:00',
                type: 'signup_reward',
              },
            ],
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: '钱包明细' });
    expect(await within(list).findByText('注册奖励')).toBeInTheDocument();
    expect(within(list).getByText('-1.25元').getAttribute('style')).toContain('--jj-down');
    expect(within(list).getByText('余额 2.75元')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提现' })).toBeEnabled();
    await expectNoSeriousAxeViolations();
  });

  it('turns 提现 off with 暂停转出 at a zero balance (core walletSellState)', async () => {
    renderRoute({
      url: '/wallets/account_changes/',
      routes: [{ path: '/wallets/account_changes/', element: <WalletChangesScreen /> }],
      token: 't',
      handlers: {
        'GET /wallets/account/mine/': { body: wallet('0.00') },
        'GET /wallets/account/changes/': {
          body: { current_page: 1, total_count: 0, total_page: 0, results: [] },
        },
      },
    });
    expect(await screen.findByText('暂停转出')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提现' })).toBeDisabled();
    expect(await screen.findByText('暂无钱包明细')).toBeInTheDocument();
  });
});

describe('WithdrawScreen (/wallets/withdraw/)', () => {
  it('withdraws to the card with the trade password and an Idempotency-Key, then shows the changes', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({
      url: '/wallets/withdraw/',
      routes: [{ path: '/wallets/withdraw/', element: <WithdrawScreen /> }],
      token: 't',
      handlers: {
        'GET /wallets/account/mine/': { body: wallet('4.00') },
        'GET /accounts/bank_cards/mine/': { body: [CARD] },
        'POST /wallets/withdraw/': {
          body: {
            id: 1,
            amount: '4.00',
            fare: '0.00',
            status: 0,
            bank_card: CARD,
            created_at: '2026-04-20T10:00:00+08:00',
            arrive_date: '2026-04-21',
          },
        },
      },
    });
    const amount = await screen.findByRole('textbox', { name: '提现金额' });
    await user.type(amount, '9');
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认提现' })).toBeDisabled();
    expect(amount).toHaveValue('9');
    await user.click(screen.getByRole('button', { name: '全部提现' }));
    expect(amount).toHaveValue('4.00');
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '确认提现' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/wallets/account_changes/'));
    const call = api.callsTo('POST /wallets/withdraw/')[0]!;
    expect(call.body).toEqual({ amount: '4.00', bank_card_id: 11, password: '135790' });
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
  });
});

describe('CoinsScreen (/coins/?showExchange=true, spec 001 §7 Coins)', () => {
  const handlers = (balance: number) => ({
    'GET /coins/balance/': { body: { balance } },
    'GET /coins/tasks/': {
      body: [
        {
          id: 1,
          title: '完成开户',
          description: '完成实名认证并绑定银行卡，奖励200金币',
          coins: 200,
          status: 1,
          url: '/accounts/bank_cards/bind/',
        },
        {
          id: 3,
          title: '首次买入基金',
          description: '任意金额买入一只基金',
          coins: 300,
          status: 0,
          url: '/symbols/funds/',
        },
        { id: 2, title: '完成风险测评', description: null, coins: 100, status: 2, url: null },
      ],
    },
    'GET /coins/exchange/limitation/': {
      body: { target: 2, rate: 100, limit_day: 10000, used_today: 0, coins_min: 100 },
    },
    'GET /coins/exchange/targets/': {
      body: [{ id: 2, name: '兑换现金', description: null, rate: 100 }],
    },
  });

  it('lists tasks with 领取 / 去完成 / 已领取 and takes a task’s coins', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/coins/',
      routes: [{ path: '/coins/', element: <CoinsScreen /> }],
      token: 't',
      handlers: {
        ...handlers(0),
        'POST /coins/tasks/1/get_coin/': { body: { coins: 200, balance: 200 } },
      },
    });
    const tasks = await screen.findByRole('list', { name: '金币任务' });
    expect(within(tasks).getByRole('link', { name: '去完成' })).toHaveAttribute(
      'href',
      '/symbols/funds/',
    );
    expect(within(tasks).getByText('已领取')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(within(tasks).getByRole('button', { name: '领取' }));
    await waitFor(() => expect(api.callsTo('POST /coins/tasks/1/get_coin/')).toHaveLength(1));
  });

  it('exchanges coins into the wallet with an Idempotency-Key and says what the coins are worth', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/coins/?showExchange=true',
      routes: [{ path: '/coins/', element: <CoinsScreen /> }],
      token: 't',
      handlers: {
        ...handlers(300),
        'POST /coins/exchange/': { body: { coins: 150, balance: 150, amount: '1.50' } },
      },
    });
    const input = await screen.findByRole('textbox', { name: /兑换金币数/ });
    await user.type(input, '400');
    expect(await screen.findByRole('alert')).toHaveTextContent('金币余额不足');
    await user.clear(input);
    await user.type(input, '150');
    expect(await screen.findByText('可得1.50元，存入钱包')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '立即兑换' }));
    await waitFor(() => expect(api.callsTo('POST /coins/exchange/')).toHaveLength(1));
    const call = api.callsTo('POST /coins/exchange/')[0]!;
    expect(call.body).toEqual({ target: 2, coins: 150 });
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
  });
});

describe('CoinsHistoryScreen (/coins/history/, spec 001 §9 rewards history 50 a page)', () => {
  it('asks 50 a page and shows earned coins in red and spent coins in green', async () => {
    const { api } = renderRoute({
      url: '/coins/history/',
      routes: [{ path: '/coins/history/', element: <CoinsHistoryScreen /> }],
      token: 't',
      handlers: {
        'GET /coins/history/': {
          body: {
            current_page: 1,
            total_count: 2,
            total_page: 1,
            results: [
              {
                id: 2,
                title: '兑换现金1.50元',
                coins: -150,
                created_at: '2026-04-20T10:00:00+08:00',
              },
              {
                id: 1,
                title: '任务奖励：完成开户',
                coins: 200,
                created_at: '2026-04-20T09:00:00+08:00',
              },
            ],
          },
        },
      },
    });
    expect(await screen.findByText('+200金币')).toBeInTheDocument();
    expect(screen.getByText('-150金币')).toBeInTheDocument();
    expect(api.callsTo('GET /coins/history/')[0]!.query.get('page_size')).toBe('50');
    await expectNoSeriousAxeViolations();
  });
});
