import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advisorRiskTest,
  Client,
  freshSandbox,
  idCard,
  openAccount,
  uuid,
} from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

/** Reads the four characters the sandbox's captcha SVG draws (README: readable on purpose). */
function readCaptcha(image: string): string {
  const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
  return [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((m) => m[1]).join('');
}

async function receive(c: Client, activityId: number) {
  const cap = await c.get('/coupons/getcaptcha/');
  return c.post('/coupons/receive/', {
    activity_id: activityId,
    captcha_id: cap.body.captcha_id,
    captcha: readCaptcha(cap.body.image),
  });
}

describe('coupons from an activity, spent by a fund buy, given back by an undo (spec 001 §3-4, §7 Promotion)', () => {
  let sb: SandboxApp;
  let c: Client;
  let cardId: number;

  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    ({ cardId } = await openAccount(c, '13900003333'));
  });
  afterAll(() => sb.close());

  it('lists the sandbox activities with their state for the user', async () => {
    const list = await c.get('/coupons/activities/');
    expect(list.body.map((a: { code: string }) => a.code)).toEqual([
      'newcomer_fund',
      'portfolio_buy',
      'spring_cash',
      'new_year_2026',
    ]);
    expect(list.body[0]).toMatchObject({
      joined: false,
      coupons: [{ amount: '5.00', expense_min: '100.00' }],
    });
    const ended = await c.get('/coupons/activities/4/check/');
    expect(ended.body).toEqual({ valid: false, message: '活动已结束' });
  });

  it('checks the captcha (wrong answer -> a Chinese message; five wrong tries kill it)', async () => {
    const cap = await c.get('/coupons/getcaptcha/');
    expect(cap.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await c.post('/coupons/checkcaptcha/', {
      captcha_id: cap.body.captcha_id,
      captcha: 'zzzz',
    });
    expect(wrong.body).toEqual({ valid: false, message: '验证码错误，请重新输入' });
    const right = await c.post('/coupons/checkcaptcha/', {
      captcha_id: cap.body.captcha_id,
      captcha: readCaptcha(cap.body.image).toLowerCase(),
    });
    expect(right.body).toEqual({ valid: true, message: null });
    const dead = await c.get('/coupons/getcaptcha/');
    for (let i = 0; i < 5; i++)
      await c.post('/coupons/checkcaptcha/', { captcha_id: dead.body.captcha_id, captcha: 'zzzz' });
    const late = await c.post('/coupons/checkcaptcha/', {
      captcha_id: dead.body.captcha_id,
      captcha: readCaptcha(dead.body.image),
    });
    expect(late.body).toEqual({ valid: false, message: '错误次数过多，请点击图片刷新' });
  });

  it('refuses a receipt with a wrong captcha, then grants the coupon once', async () => {
    const cap = await c.get('/coupons/getcaptcha/');
    const bad = await c.post('/coupons/receive/', {
      activity_id: 1,
      captcha_id: cap.body.captcha_id,
      captcha: 'zzzz',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.captcha?.[0]).toBe('验证码错误，请重新输入');
    const ok = await receive(c, 1);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      name: '买基金返现红包',
      amount: '5.00',
      status: 0,
      apply_business: '基金买入',
    });
    const twice = await receive(c, 1);
    expect(twice.status).toBe(409);
    expect(twice.body.errors?.activity_id?.[0]).toBe('您已领取过该红包');
    const mine = await c.get('/coupons/mine/?status=0');
    expect(mine.body.results.map((x: { id: number }) => x.id)).toEqual([ok.body.id]);
    expect((await c.get('/coupons/activities/')).body[0]!.joined).toBe(true);
  });

  it('offers the coupon on the fund buy by its rule and spends it exactly once; an undo gives it back', async () => {
    const [coupon] = (await c.get('/coupons/mine/?status=0')).body.results;
    const avail = await c.get('/coupons/available/?fund_info=000001&amount=50.00');
    expect(avail.body).toEqual([
      expect.objectContaining({ id: coupon!.id, enable_visible: true, enable_check: false }),
    ]);
    const buy = await c.post(
      '/funds/buy/',
      {
        symbol: '000001',
        amount: '200.00',
        bank_card_id: cardId,
        password: '135790',
        coupon_id: coupon!.id,
      },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(200);
    expect(buy.body.coupon_record).toMatchObject({ id: coupon!.id, amount: '5.00' });
    expect(
      (await c.get('/coupons/mine/?status=1')).body.results.map((x: { id: number }) => x.id),
    ).toEqual([coupon!.id]);
    expect((await c.get('/coupons/available/?fund_info=000001')).body).toEqual([]);
    const second = await c.post(
      '/funds/buy/',
      {
        symbol: '000001',
        amount: '200.00',
        bank_card_id: cardId,
        password: '135790',
        coupon_id: coupon!.id,
      },
      { 'Idempotency-Key': uuid() },
    );
    expect(second.status).toBe(400);
    expect(second.body.errors?.coupon_id?.[0]).toBe('红包不可用');
    const undo = await c.post('/funds/undo/', { trade_id: buy.body.id, password: '135790' });
    expect(undo.status).toBe(200);
    expect(
      (await c.get('/coupons/mine/?status=0')).body.results.map((x: { id: number }) => x.id),
    ).toEqual([coupon!.id]);
    const units = sb.ctx.db
      .prepare(
        "SELECT units, kind FROM ledger WHERE asset = 'coupon' AND coupon_id = ? ORDER BY id",
      )
      .all(coupon!.id);
    expect(units).toEqual([
      { units: 1, kind: 'coupon_grant' },
      { units: -1, kind: 'coupon_use' },
      { units: 1, kind: 'coupon_return' },
    ]);
  });

  it('pays the coupon back as cashback into the wallet once the buy is confirmed (§4 cashback)', async () => {
    const [coupon] = (await c.get('/coupons/mine/?status=0')).body.results;
    const buy = await c.post(
      '/funds/buy/',
      {
        symbol: '000001',
        amount: '100.00',
        bank_card_id: cardId,
        password: '135790',
        coupon_id: coupon!.id,
      },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(200);
    await c.post('/__sandbox/clock', { now: '2026-04-21T21:00:00+08:00' });
    await c.post('/__sandbox/clock', { now: '2026-04-22T10:00:00+08:00' });
    const trade = await c.get(`/funds/trades/${buy.body.id}/`);
    expect(trade.body.status).toBe(1);
    const changes = await c.get('/wallets/account/changes/');
    expect(changes.body.results[0]).toMatchObject({
      title: '红包返现：买基金返现红包',
      amount: '5.00',
      type: 'cashback',
    });
    expect((await c.get('/wallets/account/mine/')).body.balance).toBe('9.00');
  });

  it('puts a cash red packet into the wallet once (/coupons/{pk}/use/)', async () => {
    const packet = await receive(c, 3);
    expect(packet.body).toMatchObject({ amount: '1.88', apply_business: '现金红包' });
    expect((await c.get('/coupons/cash/mine/')).body.results).toHaveLength(1);
    const used = await c.post(`/coupons/${packet.body.id}/use/`);
    expect(used.body.status).toBe(1);
    const again = await c.post(`/coupons/${packet.body.id}/use/`);
    expect(again.status).toBe(400);
    expect((await c.get('/wallets/account/mine/')).body.balance).toBe('10.88');
  });
});

describe('invitations (spec 001 §7 Promotion; signup with invite_code)', () => {
  it('shows the inviter who signed up with the code and pays the inviter when the friend opens an account', async () => {
    const sb = freshSandbox();
    const a = new Client(sb);
    await openAccount(a, '13900004444');
    const code = await a.get('/promotion/invite_code/');
    expect(code.body.invite_code).toMatch(/^[A-Z2-9]{6}$/);
    expect(code.body.share_url).toBe(`/accounts/signup/?invite_code=${code.body.invite_code}`);
    expect((await a.get('/promotion/invite_code/')).body.invite_code).toBe(code.body.invite_code);

    const b = new Client(sb);
    await b.get('/accounts/new_mobile_captcha/?mobile=13900005555');
    const { body: sms } = await b.get('/__sandbox/sms?mobile=13900005555');
    const signup = await b.post('/accounts/signup/', {
      mobile: '13900005555',
      captcha: sms.code,
      agreement: true,
      invite_code: code.body.invite_code.toLowerCase(),
    });
    expect(signup.status).toBe(200);
    b.token = signup.body.token.access_token;
    const list = await a.get('/promotion/invitations/');
    expect(list.body.results).toEqual([
      expect.objectContaining({ mobile: '139****5555', status: 0, reward: null }),
    ]);
    const ident = await b.post('/accounts/identity_verfications/', {
      real_name: '李四',
      id_card_no: idCard(555),
    });
    expect(ident.status).toBe(200);
    const after = await a.get('/promotion/invitations/');
    expect(after.body.results[0]).toMatchObject({ status: 1, reward: '5.00' });
    const changes = await a.get('/wallets/account/changes/');
    expect(changes.body.results[0]).toMatchObject({
      title: '邀请好友奖励（139****5555）',
      amount: '5.00',
    });
    const tasks = (await a.get('/coins/tasks/')).body as { title: string; status: number }[];
    expect(tasks.find((t) => t.title === '邀请好友注册')!.status).toBe(1);
    sb.close();
  });
});

describe('bet games, check-in, quiz (spec 001 §3 Bet game, §4)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    await openAccount(c, '13900006666');
  });
  afterAll(() => sb.close());

  it('answers open and closed games; a closed game shows its result from the NAV series', async () => {
    const games = (await c.get('/promotion/bet_games/')).body as {
      id: number;
      available: number;
      name: string;
      bet_options: { code: string; status: number }[];
    }[];
    const closed = games.find((g) => g.id === 1)!;
    expect(closed.available).toBe(2);
    expect(closed.name).toBe('华夏成长混合 4月17日净值涨跌');
    // 000001: 1.1210 on 2026-04-17 against 1.1180 on 2026-04-16 -> up
    expect(closed.bet_options).toEqual([
      expect.objectContaining({ code: 'up', status: 1 }),
      expect.objectContaining({ code: 'down', status: 2 }),
    ]);
    const open = games.find((g) => g.id === 2)!;
    expect(open.available).toBe(0);
    expect(open.bet_options.every((o) => o.status === 0)).toBe(true);
  });

  it('takes one bet per game, refuses a closed game, and pays 100 coins for a right guess', async () => {
    const betTask = async () =>
      ((await c.get('/coins/tasks/')).body as { title: string; status: number }[]).find(
        (t) => t.title === '参与一次竞猜',
      )!.status;
    expect(await betTask()).toBe(0);
    const late = await c.post('/promotion/bet_games/1/bet/', { option_code: 'up' });
    expect(late.status).toBe(400);
    expect(late.body.errors?.detail?.[0]).toBe('竞猜已截止');
    const placed = await c.post('/promotion/bet_games/2/bet/', { option_code: 'up' });
    expect(placed.body.participants_total).toBe(1);
    expect(placed.body.bet_options[0]).toMatchObject({ code: 'up', selected: true });
    // the coins-wallet task reads the bet through the promotionTaskDone hook
    expect(await betTask()).toBe(1);
    const twice = await c.post('/promotion/bet_games/2/bet/', { option_code: 'down' });
    expect(twice.status).toBe(409);
    await c.post('/__sandbox/clock', { now: '2026-04-25T10:00:00+08:00' });
    const done = await c.get('/promotion/bet_games/2/');
    // 000001: 1.1290 on 2026-04-24 against 1.1270 on 2026-04-23 -> up
    expect(done.body).toMatchObject({ available: 2, participants_total: 1, guess_right_total: 1 });
    const history = await c.get('/coins/history/');
    expect(history.body.results[0]).toMatchObject({
      coins: 100,
      title: '竞猜猜中：华夏成长混合 4月24日净值涨跌',
    });
  });

  it('checks in once a day for 10 coins and counts consecutive days', async () => {
    const first = await c.post('/promotion/check_in/');
    expect(first.body).toMatchObject({ checked_today: true, continuous_days: 1 });
    expect((await c.post('/promotion/check_in/')).status).toBe(409);
    await c.post('/__sandbox/clock', { now: '2026-04-26T10:00:00+08:00' });
    expect((await c.get('/promotion/check_in/')).body).toMatchObject({
      checked_today: false,
      continuous_days: 1,
    });
    expect((await c.post('/promotion/check_in/')).body.continuous_days).toBe(2);
  });

  it('grades the quiz and rewards a cash red packet once for all right', async () => {
    const qs = (await c.get('/promotion/quiz/fund_basics/')).body as { id: number }[];
    const half = await c.post('/promotion/quiz/fund_basics/answer/', {
      answers: qs.map((q, i) => ({ question_id: q.id, option_id: i % 2 ? 1 : 2 })),
    });
    expect(half.body).toMatchObject({ right_count: 2, total: 4, reward: null });
    const all = await c.post('/promotion/quiz/fund_basics/answer/', {
      answers: qs.map((q) => ({ question_id: q.id, option_id: 1 })),
    });
    expect(all.body.reward).toMatchObject({ name: '答题现金红包', amount: '1.00' });
    const again = await c.post('/promotion/quiz/fund_basics/answer/', {
      answers: qs.map((q) => ({ question_id: q.id, option_id: 1 })),
    });
    expect(again.body.reward).toBeNull();
  });
});

describe('members and the cash account (spec 001 §7 Members, Cash and payment)', () => {
  it('refuses a subscription above the cash balance, then subscribes after a recharge', async () => {
    const sb = freshSandbox();
    const c = new Client(sb);
    await openAccount(c, '13900007777');
    expect((await c.get('/members/service_subscriptions/1/check/')).body).toMatchObject({
      subscribed: false,
      price: '30.00',
    });
    const short = await c.post(
      '/members/service_subscriptions/quant_senior_factor/subscribe/',
      { password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(short.status).toBe(400);
    expect(short.body.errors?.detail?.[0]).toBe('现金账户余额不足，请先充值');
    expect((await c.get('/payment/price/?code=weixin_web')).body.price).toBe('30.00');
    const key = uuid();
    const order = await c.post(
      '/payment/recharge/',
      { amount: '50.00', channel: 'weixin_web' },
      { 'Idempotency-Key': key },
    );
    expect(order.body).toMatchObject({ amount: '50.00', channel: 'weixin_web' });
    await c.post(
      '/payment/recharge/',
      { amount: '50.00', channel: 'weixin_web' },
      { 'Idempotency-Key': key },
    );
    expect((await c.get('/cash/account/mine/')).body.balance).toBe('50.00');
    const wrong = await c.post(
      '/members/service_subscriptions/1/subscribe/',
      { password: '000000' },
      { 'Idempotency-Key': uuid() },
    );
    expect(wrong.status).toBe(400);
    expect((await c.get('/cash/account/mine/')).body.balance).toBe('50.00');
    const subKey = uuid();
    const sub = await c.post(
      '/members/service_subscriptions/1/subscribe/',
      { password: '135790' },
      { 'Idempotency-Key': subKey },
    );
    expect(sub.body).toMatchObject({ subscribed: true, effective_to: '2026-05-19' });
    // a double tap or a retry with the same key pays once
    const retry = await c.post(
      '/members/service_subscriptions/1/subscribe/',
      { password: '135790' },
      { 'Idempotency-Key': subKey },
    );
    expect(retry.body).toMatchObject({ subscribed: true, effective_to: '2026-05-19' });
    expect((await c.get('/cash/account/mine/')).body.balance).toBe('20.00');
    expect((await c.get('/members/services/1/')).body.subscribed).toBe(true);
    // the same service by its quant path and the same key: still the one subscription
    const viaQuant = await c.post(
      '/members/service_subscriptions/quant_senior_factor/subscribe/',
      { password: '135790' },
      { 'Idempotency-Key': subKey },
    );
    expect(viaQuant.body).toMatchObject({ subscribed: true, effective_to: '2026-05-19' });
    expect((await c.get('/cash/account/mine/')).body.balance).toBe('20.00');
    sb.close();
  });
});

describe('the buys reach the coupons only through the promotion hooks (AreaHooks)', () => {
  it('refuses a coupon_id with 红包不可用 when no area provides the coupon hooks', async () => {
    const sb = freshSandbox();
    try {
      const c = new Client(sb);
      const { cardId } = await openAccount(c, '13900004444');
      const coupon = await receive(c, 1);
      expect(coupon.status).toBe(200);
      const hooks = sb.ctx.hooks as Record<string, unknown>;
      delete hooks.couponForBuy;
      delete hooks.spendCouponOnTrade;
      const buy = await c.post(
        '/funds/buy/',
        {
          symbol: '000001',
          amount: '200.00',
          bank_card_id: cardId,
          password: '135790',
          coupon_id: coupon.body.id,
        },
        { 'Idempotency-Key': uuid() },
      );
      expect(buy.status).toBe(400);
      expect(buy.body.errors?.coupon_id?.[0]).toBe('红包不可用');
      expect((await c.get('/coupons/mine/?status=0')).body.results).toHaveLength(1);
    } finally {
      sb.close();
    }
  });

  it('spends a portfolio coupon on a portfolio buy, refuses a fund coupon there, and gives it back on undo', async () => {
    const sb = freshSandbox();
    try {
      const c = new Client(sb);
      const { cardId } = await openAccount(c, '13900005555');
      const fundCoupon = await receive(c, 1);
      const pfCoupon = await receive(c, 2);
      expect(pfCoupon.body).toMatchObject({ amount: '10.00', apply_business: '组合买入' });
      expect((await advisorRiskTest(c, 2, 4)).body.passed).toBe(true);
      const buy = (coupon_id: number) =>
        c.post(
          '/funds/fund_portfolios/buy/',
          {
            fund_portfolio_id: 2,
            amount: '1000.00',
            bank_card_id: cardId,
            password: '135790',
            coupon_id,
          },
          { 'Idempotency-Key': uuid() },
        );
      const wrong = await buy(fundCoupon.body.id);
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors?.coupon_id?.[0]).toBe('该红包不能用于组合买入');
      const ok = await buy(pfCoupon.body.id);
      expect(ok.status).toBe(200);
      const used = await c.get('/coupons/mine/?status=1');
      expect(used.body.results.map((x: { id: number }) => x.id)).toEqual([pfCoupon.body.id]);
      const undo = await c.post('/funds/fund_portfolios/undo/', {
        trade_id: ok.body.id,
        password: '135790',
      });
      expect(undo.body.status).toBe(6);
      const back = await c.get('/coupons/mine/?status=0');
      expect(back.body.results.map((x: { id: number }) => x.id).sort()).toEqual(
        [fundCoupon.body.id, pfCoupon.body.id].sort(),
      );
    } finally {
      sb.close();
    }
  });
});

describe('the mini-program URL Scheme is issued by WeChat only, never made up (spec 001 §7 Promotion)', () => {
  it('checks the page path and query, then answers 403: the sandbox has no WeChat credentials', async () => {
    const sb = freshSandbox();
    try {
      const c = new Client(sb);
      await c.get('/accounts/mobile_codes/'); // the CSRF cookie
      const bad = await c.post('/wx_app/scheme/', { path: 'https://evil.example/x' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.path).toEqual(['小程序页面路径不正确']);
      const long = await c.post('/wx_app/scheme/', {
        path: 'pages/index/index',
        query: 'a'.repeat(513),
      });
      expect(long.body.errors?.query).toEqual(['长度不能超过512个字符。']);
      const r = await c.post('/wx_app/scheme/', {
        path: 'pages/index/index',
        query: 'code=000001',
      });
      expect(r.status).toBe(403);
      expect(r.body.errors?.detail).toEqual(['本环境未接入微信，无法生成小程序跳转链接']);
      expect(r.body.openlink).toBeUndefined();
    } finally {
      sb.close();
    }
  });
});
