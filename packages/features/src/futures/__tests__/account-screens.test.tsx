// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detectClient } from '@jijin/core/navigation';
import { FUTURES_ACCOUNT_MESSAGES } from '@jijin/core/validation';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { composeAreas } from '../../app/area';
import { routesForClient } from '../../app/bootstrap';
import { futuresArea } from '../../futures/index';
import { AccountsScreen } from '../../futures/screens/accounts-screen';
import { BindAccountScreen } from '../../futures/screens/bind-account-screen';
import { IncomeScreen } from '../../futures/screens/income-screen';
import { ACCOUNT_A, ACCOUNT_B } from './fixtures';

const FUTURES_APP = detectClient(
  'Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148 JijinFutures/5.4.1',
);
const FUND_APP = detectClient('Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148 JijinFund/5.3.0');
const BROWSER = detectClient('Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148 Safari/604.1');

describe('the futures area exists only in the futures app (spec 001 §2 Futures)', () => {
  it('gives its routes to the futures app and none to the fund app or the browser', () => {
    const paths = (client: typeof BROWSER) =>
      routesForClient(composeAreas([futuresArea], client), client).map((r) => r.path);
    expect(paths(FUTURES_APP)).toContain('/futures/accounts/mine/');
    expect(paths(FUTURES_APP)).toContain('/futures/instruments/:id/');
    expect(paths(FUND_APP)).toEqual([]);
    expect(paths(BROWSER)).toEqual([]);
    expect(futuresArea.routes.every((r) => r.path!.startsWith('/futures/'))).toBe(true);
  });
});

describe('futures accounts (spec 001 §7 Futures: accounts mine, set default)', () => {
  const routes = [{ path: '/futures/accounts/mine/', element: <AccountsScreen /> }];

  it('lists the accounts with the default marked and sets another as default', async () => {
    let accounts = [ACCOUNT_A, ACCOUNT_B];
    const r = renderRoute({
      url: '/futures/accounts/mine/',
      routes,
      token: 't',
      handlers: {
        'GET /futures/accounts/mine/': () => ({ body: accounts }),
        'POST /futures/accounts/4/set_default/': () => {
          accounts = [
            { ...ACCOUNT_B, is_default: true },
            { ...ACCOUNT_A, is_default: false },
          ];
          return { body: accounts[0] };
        },
      },
    });
    const list = await screen.findByRole('list', { name: '期货账户' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('默认')).toBeTruthy();
    expect(within(first!).getByText('资金账号 ****5678')).toBeTruthy();
    expect(within(first!).queryByRole('button', { name: /设为默认/ })).toBeNull();
    expect(within(second!).getByRole('link', { name: '收益分析' }).getAttribute('href')).toBe(
      '/futures/income/?account_id=4',
    );
    await expectNoSeriousAxeViolations();
    await userEvent.click(
      within(second!).getByRole('button', { name: '将永安期货股份有限公司（****0001）设为默认' }),
    );
    expect(r.api.callsTo('POST /futures/accounts/4/set_default/')).toHaveLength(1);
    expect(
      r.api.callsTo('POST /futures/accounts/4/set_default/')[0]!.headers.get('x-csrftoken'),
    ).toBe('test-csrf');
    await waitFor(() =>
      expect(
        within(
          within(screen.getByRole('list', { name: '期货账户' })).getAllByRole('listitem')[0]!,
        ).getByText('永安期货股份有限公司'),
      ).toBeTruthy(),
    );
  });

  it('shows the empty state with 绑定期货账户 when the user has none', async () => {
    const r = renderRoute({
      url: '/futures/accounts/mine/',
      routes,
      token: 't',
      handlers: { 'GET /futures/accounts/mine/': { body: [] } },
    });
    expect(await screen.findByText('您还没有绑定期货账户')).toBeTruthy();
    await expectNoSeriousAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: '绑定期货账户' }));
    expect(r.location()).toBe('/futures/accounts/bind/');
  });
});

describe('binding a futures account (designed POST /futures/accounts/)', () => {
  const routes = [{ path: '/futures/accounts/bind/', element: <BindAccountScreen /> }];

  it('checks the fields before sending and keeps what was typed', async () => {
    const r = renderRoute({ url: '/futures/accounts/bind/', routes, token: 't' });
    await userEvent.type(await screen.findByLabelText('期货公司'), '中信');
    await userEvent.type(screen.getByLabelText('资金账号'), '123');
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText(FUTURES_ACCOUNT_MESSAGES.company)).toBeTruthy();
    expect(screen.getByText(FUTURES_ACCOUNT_MESSAGES.accountNo)).toBeTruthy();
    expect((screen.getByLabelText('期货公司') as HTMLInputElement).value).toBe('中信');
    expect(screen.getByLabelText('资金账号').getAttribute('aria-invalid')).toBe('true');
    expect(r.api.callsTo('POST /futures/accounts/')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('sends a user without identity verification to it, nothing typed lost', async () => {
    renderRoute({
      url: '/futures/accounts/bind/',
      routes,
      token: 't',
      handlers: {
        'POST /futures/accounts/': {
          status: 403,
          body: { errors: { detail: [FUTURES_ACCOUNT_MESSAGES.identity] } },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('期货公司'), '中信期货有限公司');
    await userEvent.type(screen.getByLabelText('资金账号'), '80012345678');
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText(FUTURES_ACCOUNT_MESSAGES.identity)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去实名认证' }).getAttribute('href')).toBe(
      '/accounts/bank_cards/bind/user/?open_account=1',
    );
    expect((screen.getByLabelText('资金账号') as HTMLInputElement).value).toBe('80012345678');
  });

  it('shows the server’s field message under its field', async () => {
    renderRoute({
      url: '/futures/accounts/bind/',
      routes,
      token: 't',
      handlers: {
        'POST /futures/accounts/': {
          status: 400,
          body: { errors: { account_no: [FUTURES_ACCOUNT_MESSAGES.duplicate] } },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('期货公司'), '中信期货有限公司');
    await userEvent.type(screen.getByLabelText('资金账号'), '80012345678');
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText(FUTURES_ACCOUNT_MESSAGES.duplicate)).toBeTruthy();
    expect(screen.getByLabelText('资金账号').getAttribute('aria-invalid')).toBe('true');
  });

  it('binds and returns to the accounts', async () => {
    const r = renderRoute({
      url: '/futures/accounts/bind/',
      routes,
      token: 't',
      handlers: { 'POST /futures/accounts/': { body: ACCOUNT_A } },
    });
    await userEvent.type(await screen.findByLabelText('期货公司'), ' 中信期货有限公司 ');
    await userEvent.type(screen.getByLabelText('资金账号'), '80012345678');
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(r.location()).toBe('/futures/accounts/mine/'));
    expect(r.api.callsTo('POST /futures/accounts/')[0]!.body).toEqual({
      company: '中信期货有限公司',
      account_no: '80012345678',
    });
  });
});

describe('income analysis (spec 001 §7 Futures: realtime and by day)', () => {
  const routes = [{ path: '/futures/income/', element: <IncomeScreen /> }];

  it('shows the empty state and no income call when the user has no account', async () => {
    const r = renderRoute({
      url: '/futures/income/',
      routes,
      token: 't',
      handlers: { 'GET /futures/accounts/mine/': { body: [] } },
    });
    expect(await screen.findByText('您还没有绑定期货账户')).toBeTruthy();
    expect(r.api.callsTo('GET /futures/income_analyse/realtime/')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('shows realtime income and the settled days of the chosen account', async () => {
    const r = renderRoute({
      url: '/futures/income/?account_id=4',
      routes,
      token: 't',
      handlers: {
        'GET /futures/accounts/mine/': { body: [ACCOUNT_A, ACCOUNT_B] },
        'GET /futures/income_analyse/realtime/': (call) => ({
          body: {
            account_id: Number(call.query.get('account_id')),
            date: '2026-04-22',
            income: '0.00',
            income_rate: null,
            balance: '0.00',
          },
        }),
        'GET /futures/income_analyse/day/': (call) => ({
          body: ['2026-04-21', '2026-04-20'].map((date) => ({
            account_id: Number(call.query.get('account_id')),
            date,
            income: '0.00',
            income_rate: null,
            balance: '0.00',
          })),
        }),
      },
    });
    const realtime = await screen.findByRole('region', { name: '实时收益' });
    expect(await within(realtime).findByText('交易日 2026-04-22')).toBeTruthy();
    expect(within(realtime).getByText('永安期货股份有限公司 ****0001')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '每日收益（元）' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('2026-04-21')).toBeTruthy();
    expect(r.api.callsTo('GET /futures/income_analyse/day/')[0]!.query.get('account_id')).toBe('4');
    await expectNoSeriousAxeViolations();
    await userEvent.selectOptions(screen.getByLabelText('期货账户'), '3');
    await waitFor(() => expect(r.location()).toBe('/futures/income/?account_id=3'));
    await waitFor(() =>
      expect(
        r.api.callsTo('GET /futures/income_analyse/day/').at(-1)!.query.get('account_id'),
      ).toBe('3'),
    );
  });

  it('says so when no trading day is settled yet', async () => {
    renderRoute({
      url: '/futures/income/',
      routes,
      token: 't',
      handlers: {
        'GET /futures/accounts/mine/': { body: [ACCOUNT_A] },
        'GET /futures/income_analyse/realtime/': {
          body: {
            account_id: 3,
            date: '2026-04-20',
            income: '0.00',
            income_rate: null,
            balance: '0.00',
          },
        },
        'GET /futures/income_analyse/day/': { body: [] },
      },
    });
    expect(await screen.findByText('暂无已结算的交易日')).toBeTruthy();
    expect(screen.queryByLabelText('期货账户')).toBeNull();
  });
});
