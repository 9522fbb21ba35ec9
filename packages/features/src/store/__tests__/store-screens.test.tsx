// @vitest-environment jsdom
import { createMemoryStorage } from '@jijin/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../app/api-types';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { icbcCard } from '../../shared/test/fund-fixtures';
import { renderRoute } from '../../shared/test/render';
import { StoreApplyScreen } from '../screens/apply-screen';
import { StoreApplyFormScreen } from '../screens/apply-form-screen';
import { StoreDetailScreen } from '../screens/detail-screen';
import { StoreTimelineScreen } from '../screens/timeline-screen';
import { StoreWithdrawScreen } from '../screens/withdraw-screen';
import { StoreMineScreen } from '../screens/mine-screen';
import { StoreIncomeScreen } from '../screens/income-screen';

const user7 = {
  id: 7,
  username: '店主甲',
  avatar_xs: 'http://x/a.svg',
  avatar_sm: 'http://x/a.svg',
  avatar_md: 'http://x/a.svg',
  avatar_lg: 'http://x/a.svg',
};
const store = (o: Partial<Schemas['Store']> = {}): Schemas['Store'] => ({
  id: 3,
  name: '稳健投顾小店',
  description: '只做长期配置',
  avatar: null,
  user: user7,
  followers_count: 0,
  portfolios_count: 0,
  followed: false,
  is_owner: false,
  ...o,
});
const emptyPage = { current_page: 1, total_count: 0, total_page: 0, results: [] };

describe('the store application form (spec 001 §2 Store /store/apply_form/, §5)', () => {
  it('says what is wrong in Chinese, keeps what was typed, then posts and returns to /store/apply/', async () => {
    const u = userEvent.setup();
    const r = renderRoute({
      url: '/store/apply_form/',
      routes: [{ path: '/store/apply_form/', element: <StoreApplyFormScreen /> }],
      handlers: { 'POST /store/apply/': { body: { id: 1, status: -1, name: '稳健投顾小店' } } },
      token: 't',
    });
    await u.type(screen.getByLabelText('店铺名称'), '稳健投顾小店');
    await u.type(screen.getByLabelText('真实姓名'), '张三');
    await u.type(screen.getByLabelText('资格证书编号'), '12');
    await u.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请填写8-20位字母或数字的投顾从业资格证书编号')).toBeVisible();
    expect(screen.getByLabelText('店铺名称')).toHaveValue('稳健投顾小店');
    expect(r.api.callsTo('POST /store/apply/')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
    await u.type(screen.getByLabelText('资格证书编号'), '3456789');
    await u.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(r.location()).toBe('/store/apply/'));
    expect(r.api.callsTo('POST /store/apply/')[0]!.body).toEqual({
      name: '稳健投顾小店',
      real_name: '张三',
      qualification: '123456789',
    });
  });
});

describe('following a store (spec 001 §4 Follow button: guests follow stores only locally)', () => {
  it('keeps a guest follow on the device without a call, and posts it once logged in', async () => {
    const u = userEvent.setup();
    const storage = createMemoryStorage();
    const handlers = {
      'GET /store/3/': { body: store() },
      'GET /store/portfolios/': { body: emptyPage },
      'POST /store/3/follow/': { body: { followed: true } },
    };
    const guest = renderRoute({
      url: '/store/3/',
      routes: [{ path: '/store/:id/', element: <StoreDetailScreen /> }],
      handlers,
      storage,
    });
    await u.click(await screen.findByRole('button', { name: '加自选' }));
    expect(await screen.findByRole('button', { name: '删自选' })).toBeVisible();
    expect(guest.api.callsTo('POST /store/3/follow/')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
    guest.unmount();

    const logged = renderRoute({
      url: '/store/3/',
      routes: [{ path: '/store/:id/', element: <StoreDetailScreen /> }],
      handlers,
      storage,
      token: 't',
    });
    await waitFor(() => expect(logged.api.callsTo('POST /store/3/follow/')).toHaveLength(1));
    await waitFor(() => expect(storage.getItem('ls.store_follow')).toBe('[]'));
  });

  it('lets the owner edit the description', async () => {
    const u = userEvent.setup();
    const r = renderRoute({
      url: '/store/3/',
      routes: [{ path: '/store/:id/', element: <StoreDetailScreen /> }],
      handlers: {
        'GET /store/3/': { body: store({ is_owner: true }) },
        'GET /store/portfolios/': { body: emptyPage },
        'PUT /store/3/': { body: store({ is_owner: true, description: '每月复盘' }) },
      },
      token: 't',
    });
    await u.click(await screen.findByRole('button', { name: '编辑简介' }));
    const box = screen.getByLabelText('店铺简介');
    await u.clear(box);
    await u.type(box, '每月复盘');
    await u.click(screen.getByRole('button', { name: '保存简介' }));
    await waitFor(() =>
      expect(r.api.callsTo('PUT /store/3/')[0]!.body).toEqual({ description: '每月复盘' }),
    );
  });
});

describe('the store timeline (spec 001 §3 Store timeline item)', () => {
  it('renders a post’s HTML through SafeHtml with its position adjustment and like count', async () => {
    renderRoute({
      url: '/store/timeline/?store_id=3',
      routes: [{ path: '/store/timeline/', element: <StoreTimelineScreen /> }],
      handlers: {
        'GET /statuses/store_timeline/': {
          body: {
            ...emptyPage,
            total_count: 1,
            total_page: 1,
            results: [
              {
                id: 9,
                liked: true,
                attitudes_count: 2,
                title: '四月调仓',
                text: '<p onclick="alert(1)">清仓<b>债券</b></p><script>alert(2)</script>',
                publish_at: '2026-04-21T10:00:00+08:00',
                portfolios: [{ id: 11, name: '小店稳健一号' }],
                position_adjustment: {
                  id: 5,
                  portfolio_id: 11,
                  reason: '降低债券仓位',
                  created_at: '2026-04-21T10:00:00+08:00',
                  positions: [
                    {
                      symbol: '003382',
                      abbr_name: '民生加银鑫享债券A',
                      percent_before: 30,
                      percent_after: 0,
                    },
                  ],
                },
              },
            ],
          },
        },
      },
      token: 't',
    });
    const post = await screen.findByRole('article', { name: '四月调仓' });
    expect(within(post).getByText('债券').tagName).toBe('B');
    expect(post.querySelector('[onclick], script')).toBeNull();
    expect(within(post).getByText(/民生加银鑫享债券A（003382）30% → 0%/)).toBeVisible();
    expect(within(post).getByRole('button', { name: /已赞 2/ })).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
});

describe('withdrawing store income (money moves once)', () => {
  it('refuses more than the withdrawable amount and posts once with the trade password and an Idempotency-Key', async () => {
    const u = userEvent.setup();
    const r = renderRoute({
      url: '/store/income/withdraw/',
      routes: [{ path: '/store/income/withdraw/', element: <StoreWithdrawScreen /> }],
      handlers: {
        'GET /store/income/mine/': {
          body: {
            income_total: '12.34',
            income_month: '12.34',
            withdrawable: '12.34',
            withdrawn: '0.00',
          },
        },
        'GET /accounts/bank_cards/mine/': { body: [icbcCard()] },
        'GET /store/income/withdraw/': { body: emptyPage },
        'POST /store/income/withdraw/': {
          body: { id: 1, amount: '12.34', status: 0, created_at: '2026-04-24T10:00:00+08:00' },
        },
      },
      token: 't',
    });
    const amount = await screen.findByLabelText('提现金额');
    await u.type(amount, '20');
    await u.click(screen.getByRole('button', { name: '确认提现' }));
    expect(await screen.findByText('最多可提现12.34元')).toBeVisible();
    expect(amount).toHaveValue('20');
    await u.clear(amount);
    await u.type(amount, '12.34');
    await u.click(screen.getByRole('button', { name: '确认提现' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await u.type(within(dialog).getByLabelText('交易密码'), '135790');
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(r.api.callsTo('POST /store/income/withdraw/')).toHaveLength(1));
    const post = r.api.callsTo('POST /store/income/withdraw/')[0]!;
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    expect(post.body).toMatchObject({ amount: '12.34', password: '135790' });
  });
});

describe('the owner screens (spec 001 §2 Store /store/mine/, /store/income/mine/)', () => {
  it('sends a user without a store to the application', async () => {
    renderRoute({
      url: '/store/mine/',
      routes: [{ path: '/store/mine/', element: <StoreMineScreen /> }],
      handlers: {
        'GET /store/mine/': { status: 403, body: { errors: { detail: ['您还没有开通店铺'] } } },
      },
      token: 't',
    });
    expect(await screen.findByRole('link', { name: '申请开店' })).toHaveAttribute(
      'href',
      '/store/apply/',
    );
  });

  it('shows the accrued income, the withdrawable part and the daily rows', async () => {
    renderRoute({
      url: '/store/income/mine/',
      routes: [{ path: '/store/income/mine/', element: <StoreIncomeScreen /> }],
      handlers: {
        'GET /store/income/mine/': {
          body: {
            income_total: '1234.56',
            income_month: '34.56',
            withdrawable: '1000.00',
            withdrawn: '234.56',
          },
        },
        'GET /store/income/portfolio/': {
          body: {
            ...emptyPage,
            total_count: 1,
            total_page: 1,
            results: [{ trade_date: '2026-04-21', income_latest: '1.64', income_total: '1.64' }],
          },
        },
      },
      token: 't',
    });
    expect(await screen.findByText('1,234.56元')).toBeVisible();
    expect(screen.getByText('1,000.00元')).toBeVisible();
    expect(await screen.findByText('2026-04-21')).toBeVisible();
    await expectNoSeriousAxeViolations();
  });
});

describe('the store application states (spec 001 §3 Store apply, §4: -1 not applied, 1 success)', () => {
  const render = (body: unknown) =>
    renderRoute({
      url: '/store/apply/',
      routes: [{ path: '/store/apply/', element: <StoreApplyScreen /> }],
      handlers: { 'GET /store/apply/': { body } },
      token: 't',
    });

  it('spec 001 §4: an application sent (-1 with an id) reads 未申请 with its own date, never a third state such as 审核中', async () => {
    render({ id: 3, status: -1, name: '稳健投顾小店', created_at: '2026-04-20T10:00:00+08:00' });
    expect(await screen.findByTestId('store-apply-status')).toHaveTextContent('申请状态：未申请');
    expect(screen.getByText(/您已于2026-04-20提交开店申请「稳健投顾小店/)).toBeInTheDocument();
    expect(screen.queryByText(/审核中/)).toBeNull();
    expect(screen.queryByRole('button', { name: '申请开店' })).toBeNull();
  });

  it('spec 001 §4: 1 reads 申请成功', async () => {
    render({ id: 3, status: 1, name: '稳健投顾小店', created_at: '2026-04-20T10:00:00+08:00' });
    expect(await screen.findByTestId('store-apply-status')).toHaveTextContent('申请状态：申请成功');
  });
});
