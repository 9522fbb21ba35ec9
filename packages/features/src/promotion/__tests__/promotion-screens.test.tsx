import { UI_LABELS } from '@jijin/core/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../app/api-types';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { renderRoute } from '../../shared/test/render';
import { CouponActivitiesScreen } from '../../promotion/screens/coupon-activities-screen';
import { CouponsScreen } from '../../promotion/screens/coupons-screen';
import { GuessGameScreen, gameStateText } from '../../promotion/screens/guess-game-screen';
import { InvitationsScreen } from '../../promotion/screens/invitations-screen';
import { QrCodeScreen, inviteLink } from '../../promotion/screens/qr-code-screen';
import { MembershipScreen } from '../../promotion/screens/membership-screen';
import { promotionArea } from '../../promotion/index';

const routes = promotionArea.routes;

const coupon = (extra: Partial<Schemas['Coupon']> = {}): Schemas['Coupon'] => ({
  id: 7,
  name: '买基金返现红包',
  amount: '5.00',
  expense_min: '100.00',
  apply_business: '基金买入',
  use_condition: '买入基金满100元可用',
  enable_visible: true,
  enable_check: true,
  status: 0,
  effective_to: '2026-05-20',
  ...extra,
});
/** A cash red packet (apply_business 现金红包). */
const redpack = (extra: Partial<Schemas['Coupon']> = {}) =>
  coupon({
    id: 9,
    name: '现金红包',
    amount: '1.88',
    expense_min: '0.00',
    apply_business: '现金红包',
    use_condition: '无门槛，使用后存入钱包',
    effective_to: '2026-04-27',
    ...extra,
  });
const page = <T,>(results: T[]) => ({
  current_page: 1,
  total_count: results.length,
  total_page: 1,
  results,
});

describe('CouponsScreen (/promotion/coupons/mine/, spec 001 §3 Coupon)', () => {
  it('lists usable coupons with 去使用 and asks status 1 on the 已使用 tab', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/promotion/coupons/mine/',
      routes: [{ path: '/promotion/coupons/mine/', element: <CouponsScreen /> }],
      token: 't',
      handlers: {
        'GET /coupons/mine/': (c) =>
          c.query.get('status') === '1'
            ? { body: page([coupon({ id: 8, status: 1, enable_visible: false })]) }
            : { body: page([coupon()]) },
      },
    });
    const list = await screen.findByRole('list', { name: '可使用的优惠券' });
    expect(await within(list).findByText('买基金返现红包')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '去使用' })).toHaveAttribute(
      'href',
      '/symbols/funds/',
    );
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('tab', { name: '已使用' }));
    await waitFor(() => expect(api.calls.some((c) => c.query.get('status') === '1')).toBe(true));
    expect(await screen.findByRole('list', { name: '已使用的优惠券' })).toBeInTheDocument();
  });
});

describe('CouponActivitiesScreen (/promotion/coupons/activities/, spec 001 §7 getcaptcha -> checkcaptcha)', () => {
  const activity: Schemas['CouponActivity'] = {
    id: 1,
    code: 'newcomer_fund',
    title: '新人买基金返现',
    description: '领取后30天内买入基金满100元',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2099-12-31T23:59:59+08:00',
    joined: false,
    is_example: true,
    coupons: [coupon()],
  };

  it('asks the captcha, shows a wrong answer without losing it, then receives the coupon', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { api } = renderRoute({
      url: '/promotion/coupons/activities/',
      routes: [{ path: '/promotion/coupons/activities/', element: <CouponActivitiesScreen /> }],
      token: 't',
      handlers: {
        'GET /coupons/activities/': { body: [activity] },
        'GET /coupons/getcaptcha/': {
          body: { captcha_id: 'cap1', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
        },
        'POST /coupons/checkcaptcha/': () =>
          ++tries === 1
            ? { body: { valid: false, message: '验证码错误，请重新输入' } }
            : { body: { valid: true, message: null } },
        'POST /coupons/receive/': { body: coupon() },
      },
    });
    expect(await screen.findByText(UI_LABELS.example)).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '领取' }));
    const dialog = await screen.findByRole('dialog', { name: '请输入图形验证码' });
    const input = within(dialog).getByRole('textbox', { name: '图形验证码' });
    await user.type(input, 'ABCD');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
    expect(input).toHaveValue('ABCD');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.callsTo('POST /coupons/receive/')).toHaveLength(1));
    expect(api.callsTo('POST /coupons/receive/')[0]!.body).toEqual({
      activity_id: 1,
      captcha_id: 'cap1',
      captcha: 'ABCD',
    });
  });
});

describe('coupon activities are open or ended by the app clock, not the device clock', () => {
  it('offers 领取 on 2026-04-20 for an activity ending 2026-05-31, and says 已结束 for one that ended 04-01', async () => {
    const running: Schemas['CouponActivity'] = {
      id: 3,
      code: 'spring_cash',
      title: '春季现金红包',
      description: '领取后7天内使用',
      start_at: '2026-04-01T00:00:00+08:00',
      end_at: '2026-05-31T23:59:59+08:00',
      joined: false,
      is_example: false,
      coupons: [coupon()],
    };
    const ended = { ...running, id: 4, title: '新春开门红', end_at: '2026-04-01T00:00:00+08:00' };
    renderRoute({
      url: '/promotion/coupons/activities/',
      routes: [{ path: '/promotion/coupons/activities/', element: <CouponActivitiesScreen /> }],
      token: 't',
      handlers: { 'GET /coupons/activities/': { body: [running, ended] } },
    });
    const open = await screen.findByRole('listitem', { name: '春季现金红包' });
    expect(within(open).getByRole('button', { name: '领取' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '新春开门红' })).toHaveTextContent('已结束');
  });
});

describe('GuessGameScreen (/promotion/guessgame/, spec 001 §3 Bet game, §4)', () => {
  const game = (extra: Partial<Schemas['BetGame']>): Schemas['BetGame'] => ({
    id: 2,
    code: 'g',
    name: '华夏成长混合 4月24日净值涨跌',
    available: 0,
    bet_start_date: '2026-04-20',
    bet_end_date: '2026-04-23',
    game_date: '2026-04-24',
    participants_total: 3,
    guess_right_total: 0,
    bet_options: [
      { code: 'up', name: '上涨', selected: false, status: 0 },
      { code: 'down', name: '下跌', selected: false, status: 0 },
    ],
    ...extra,
  });

  it('says betting has expired unless available is 0 (§4)', () => {
    expect(gameStateText(game({ available: 0 }))).toMatch(/竞猜进行中/);
    expect(gameStateText(game({ available: 2 }))).toBe('竞猜已截止');
    expect(gameStateText(game({ available: 1 }))).toMatch(/开始$/);
  });

  it('places one bet on the chosen option and shows a decided game’s result and totals', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/promotion/guessgame/',
      routes: [{ path: '/promotion/guessgame/', element: <GuessGameScreen /> }],
      handlers: {
        'GET /promotion/bet_games/': {
          body: [
            game({}),
            game({
              id: 1,
              name: '华夏成长混合 4月17日净值涨跌',
              available: 2,
              guess_right_total: 2,
              bet_options: [
                { code: 'up', name: '上涨', selected: true, status: 1 },
                { code: 'down', name: '下跌', selected: false, status: 2 },
              ],
            }),
          ],
        },
        'POST /promotion/bet_games/2/bet/': { body: game({}) },
      },
    });
    expect(await screen.findByText(/猜中2人/)).toBeInTheDocument();
    expect(screen.getByText(/您猜中了/)).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('radio', { name: '下跌' }));
    await user.click(screen.getByRole('button', { name: '确认竞猜' }));
    await waitFor(() => expect(api.callsTo('POST /promotion/bet_games/2/bet/')).toHaveLength(1));
    expect(api.callsTo('POST /promotion/bet_games/2/bet/')[0]!.body).toEqual({
      option_code: 'down',
    });
  });
});

describe('invitations (/promotion/activity/invite_user/invitations?amount=, /promotion/qr_code/)', () => {
  const code = {
    invite_code: 'ABC234',
    share_url: '/accounts/signup/?invite_code=ABC234',
    qr_code: null,
  };

  it('shows my code, the promised reward, who signed up and the rewards earned', async () => {
    renderRoute({
      url: '/promotion/activity/invite_user/invitations?amount=5',
      routes: [
        { path: '/promotion/activity/invite_user/invitations', element: <InvitationsScreen /> },
      ],
      token: 't',
      handlers: {
        'GET /promotion/invite_code/': { body: code },
        'GET /promotion/invitations/': {
          body: page([
            {
              id: 2,
              mobile: '139****5555',
              invited_at: '2026-04-20T10:00:00+08:00',
              status: 1,
              reward: '5.00',
            },
            {
              id: 3,
              mobile: '139****6666',
              invited_at: '2026-04-20T11:00:00+08:00',
              status: 0,
              reward: null,
            },
          ]),
        },
      },
    });
    expect(await screen.findByText('ABC234')).toBeInTheDocument();
    expect(screen.getByText('每邀请1位好友完成开户，可得5.00元奖励')).toBeInTheDocument();
    expect(await screen.findByText('139****5555 · 已开户')).toBeInTheDocument();
    expect(screen.getByText('+5.00元')).toBeInTheDocument();
    expect(await screen.findByText('已邀请2人，已得奖励5.00元')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('draws a QR code of the invitation link on this origin', async () => {
    expect(inviteLink('/accounts/signup/?invite_code=ABC234', 'https://jijin.example')).toBe(
      'https://jijin.example/accounts/signup/?invite_code=ABC234',
    );
    renderRoute({
      url: '/promotion/qr_code/',
      routes: [{ path: '/promotion/qr_code/', element: <QrCodeScreen /> }],
      token: 't',
      handlers: { 'GET /promotion/invite_code/': { body: code } },
    });
    const img = await screen.findByRole('img', { name: '邀请注册二维码，邀请码ABC234' });
    const svg = decodeURIComponent(
      img.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
    );
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('<path');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(
      /\/accounts\/signup\/\?invite_code=ABC234$/,
    );
    await expectNoSeriousAxeViolations();
  });
});

describe('MembershipScreen (/members/memberships/{id}/, spec 001 §7 Members)', () => {
  it('subscribes a service and says 订阅成功', async () => {
    const user = userEvent.setup();
    const svc = {
      id: 1,
      code: 'quant_senior_factor',
      name: '量化高级因子',
      description: null,
      price: '30.00',
      period_days: 30,
    };
    const { api } = renderRoute({
      url: '/members/memberships/1/',
      routes: [{ path: '/members/memberships/:id/', element: <MembershipScreen /> }],
      token: 't',
      handlers: {
        'GET /members/memberships/1/': {
          body: { id: 1, code: 'vip', name: '基金会员', price: '98.00', services: [svc] },
        },
        'GET /members/service_subscriptions/1/check/': {
          body: { subscribed: false, price: '30.00' },
        },
        'POST /members/service_subscriptions/1/subscribe/': {
          body: { subscribed: true, effective_to: '2026-05-19' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: '立即订阅' }));
    // money leaves the cash account: nothing is sent before the trade password
    expect(api.callsTo('POST /members/service_subscriptions/1/subscribe/')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
    await user.type(within(dialog).getByLabelText('交易密码'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.callsTo('POST /members/service_subscriptions/1/subscribe/')).toHaveLength(1),
    );
    const call = api.callsTo('POST /members/service_subscriptions/1/subscribe/')[0]!;
    expect(call.body).toEqual({ password: '135790' });
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
    expect(await screen.findByText('订阅成功')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('shows whether I hold the membership, my member invite code and the friends invited', async () => {
    renderRoute({
      url: '/members/memberships/1/',
      routes: [{ path: '/members/memberships/:id/', element: <MembershipScreen /> }],
      token: 't',
      handlers: {
        'GET /members/memberships/1/': {
          body: { id: 1, code: 'vip', name: '基金会员', price: '98.00', services: [] },
        },
        'GET /members/membership_subscriptions/1/check/': {
          body: { subscribed: true, effective_to: '2027-04-19', price: '98.00' },
        },
        'GET /members/invite_code/': {
          body: { invite_code: 'ABC234', share_url: '/accounts/signup/?invite_code=ABC234' },
        },
        'GET /members/memberships/vip/invitations/': {
          body: page([
            {
              id: 2,
              mobile: '139****5555',
              invited_at: '2026-04-20T10:00:00+08:00',
              status: 1,
              reward: '5.00',
            },
          ]),
        },
      },
    });
    expect(await screen.findByText('会员已开通，有效期至2027-04-19')).toBeInTheDocument();
    expect(await screen.findByText('ABC234')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '会员邀请记录' });
    expect(within(list).getByText('139****5555 · 已开户')).toBeInTheDocument();
    expect(within(list).getByText('+5.00元')).toBeInTheDocument();
    expect(screen.getByText('已邀请1人')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });
});

describe('/promotion/redpack/mine/ (spec 001 §2: cash red packets)', () => {
  it('puts a red packet into the wallet with 使用 and lists it as used', async () => {
    const user = userEvent.setup();
    let used = false;
    const { api } = renderRoute({
      url: '/promotion/redpack/mine/',
      routes,
      token: 't',
      handlers: {
        'GET /coupons/cash/mine/': () => ({
          body: page([used ? redpack({ status: 1, enable_visible: false }) : redpack()]),
        }),
        'POST /coupons/9/use/': () => {
          used = true;
          return { body: { amount: '1.88', balance: '5.88' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: '使用' }));
    expect(await screen.findByText('1.88元已存入钱包')).toBeInTheDocument();
    expect(await screen.findByText('已使用')).toBeInTheDocument();
    expect(api.callsTo('POST /coupons/9/use/')).toHaveLength(1);
    await expectNoSeriousAxeViolations();
  });
});

describe('/promotion/check_in/ and /promotion/quiz/{code}/ (spec 001 §7 check-in, quiz)', () => {
  it('checks in once a day for coins', async () => {
    const user = userEvent.setup();
    let checked = false;
    const { api } = renderRoute({
      url: '/promotion/check_in/',
      routes,
      token: 't',
      handlers: {
        'GET /promotion/check_in/': () => ({
          body: {
            checked_today: checked,
            continuous_days: checked ? 1 : 0,
            coins: checked ? 15 : 0,
            coins_per_check_in: 15,
          },
        }),
        'POST /promotion/check_in/': () => {
          checked = true;
          return { body: { checked_today: true, continuous_days: 1, coins: 10 } };
        },
      },
    });
    // the coins per check-in come from the server's answer, not from the copy
    expect(await screen.findByText(/每天签到得15金币/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '立即签到' }));
    expect(await screen.findByText('签到成功，已连续签到1天')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled();
    expect(api.callsTo('POST /promotion/check_in/')).toHaveLength(1);
    await expectNoSeriousAxeViolations();
  });

  it('asks every question before sending and shows the red packet earned', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/promotion/quiz/fund_basics/',
      routes,
      token: 't',
      handlers: {
        'GET /promotion/quiz/fund_basics/': {
          body: [
            {
              id: 1,
              title: '按月定投时，每月的扣款日可以选哪几天？',
              options: [
                { id: 1, content: '1日至28日' },
                { id: 2, content: '1日至31日' },
              ],
            },
          ],
        },
        'POST /promotion/quiz/fund_basics/answer/': {
          body: {
            right_count: 1,
            total: 1,
            reward: redpack({ name: '答题现金红包', amount: '1.00' }),
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('请回答全部题目')).toBeInTheDocument();
    expect(api.callsTo('POST /promotion/quiz/fund_basics/answer/')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: '1日至28日' }));
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    const result = await screen.findByRole('status');
    expect(within(result).getByText('答对1/1题')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: '去使用' })).toHaveAttribute(
      'href',
      '/promotion/redpack/mine/',
    );
    await waitFor(() =>
      expect(api.callsTo('POST /promotion/quiz/fund_basics/answer/')[0]!.body).toEqual({
        answers: [{ question_id: 1, option_id: 1 }],
      }),
    );
  });
});
