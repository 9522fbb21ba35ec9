import { beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, type BodyOf } from '../../../__tests__/helpers';
import { ESTIMATE_ANSWER, FALLBACK_ANSWER, HINTS } from '../answers';

const ask = (c: Client, text: string, session_id?: string) =>
  c.post('/ai/chat/user_uttered/', { text, ...(session_id ? { session_id } : {}) });
/** The answer of `POST /ai/chat/user_uttered/`. */
type Answer = BodyOf<'POST', '/ai/chat/user_uttered/'>;
const cards = (body: Answer) => body.messages.filter((m) => m.type === 'card').map((m) => m.card);
const texts = (body: Answer) => body.messages.filter((m) => m.type === 'text').map((m) => m.text);

describe('AI chat in the sandbox (spec 001 §2 AI chat, §6, §7 AI, §8, §9)', () => {
  const sb = freshSandbox();
  const guest = new Client(sb);
  const user = new Client(sb);
  beforeAll(async () => {
    await guest.get('/ai/chat/hints/');
    await user.get('/ai/chat/hints/');
    await openAccount(user, '13800138001');
  });

  it('offers hints, each of which the assistant understands', async () => {
    const r = await guest.get('/ai/chat/hints/');
    expect(r.body.hints).toEqual(HINTS);
    for (const h of HINTS) {
      const a = await ask(user, h);
      expect(texts(a.body), h).not.toContain(FALLBACK_ANSWER);
    }
  });

  it('answers 华夏成长怎么样 with a fund card of 000001 built from the fund detail operation', async () => {
    const a = await ask(guest, '华夏成长怎么样');
    const [card] = cards(a.body);
    const detail = await guest.get('/symbols/funds/000001/');
    expect(card).toMatchObject({
      type: 'fund',
      symbol: '000001',
      source: 'GET /symbols/funds/{symbol}/',
    });
    expect(card!.fund).toEqual(detail.body);
    expect(texts(a.body)[0]).toContain(`最新单位净值 ${detail.body.net_value}`);
    // the scripted assistant's wording is the sandbox's: the reply is flagged, the card is real data
    expect(a.body.is_example).toBe(true);
  });

  it('says a fund with a stale NAV is 净值未更新 with its date and not traded (110011, last NAV 2026-02-13)', async () => {
    const detail = await guest.get('/symbols/funds/110011/');
    expect(detail.body.nav_stale).toBe(true);
    const line = texts((await ask(guest, '110011怎么样')).body)[0];
    expect(line).toContain(`（${detail.body.net_value_date}）`);
    expect(line).toContain(`净值未更新（${detail.body.net_value_date!.slice(5)}），暂停交易`);
    const fresh = texts((await ask(guest, '000001怎么样')).body)[0];
    expect(fresh).not.toContain('净值未更新');
  });

  it('gives a guest the go-to-login card for the four personal cards (§6)', async () => {
    for (const [q, kind] of [
      ['我的资产', 'asset_health'],
      ['风险测评', 'investment_risk'],
      ['我的自选', 'followed_list'],
      ['关注动态', 'status_follow'],
    ] as const) {
      const [card] = cards((await ask(guest, q)).body);
      expect(card, q).toMatchObject({ type: 'login', login_for: kind });
      expect(card!.assets ?? card!.risk ?? card!.following).toBeUndefined();
    }
  });

  it('answers a logged-in user with the same assets, risk and following the screens get', async () => {
    const [assets] = cards((await ask(user, '我的资产')).body);
    expect(assets!.type).toBe('asset_health');
    expect(assets!.assets).toEqual((await user.get('/funds/assets/mine/')).body);
    const [risk] = cards((await ask(user, '风险测评')).body);
    expect(risk!.risk).toEqual((await user.get('/funds/investment_risk/mine/')).body);
    await user.post('/symbols/1/follow/');
    const [fol] = cards((await ask(user, '我的自选')).body);
    expect(fol).toMatchObject({ type: 'followed_list', params: { tab: 'funds' } });
    expect(fol!.following!.map((f) => f.symbol)).toEqual(['000001']);
    // dated by the fund's latest NAV on or before the shown NAV date, read from the market data
    const f = sb.ctx.market.fund('000001')!;
    const latest = sb.ctx.market.history(f, '1990-01-01', sb.ctx.navDate()).at(-1)!;
    expect(fol!.following![0]!.net_value_date).toBe(latest.date);
  });

  it('compares two funds by code (对比)', async () => {
    const a = await ask(user, '对比 000001 和 110011');
    const [card] = cards(a.body);
    expect(card).toMatchObject({ type: 'fund_comparison', symbols: ['000001', '110011'] });
    expect(card!.funds!.map((f) => f.symbol)).toEqual(['000001', '110011']);
    expect(card!.funds![1]!.percent_year).toBe(
      (await user.get('/symbols/funds/110011/')).body.percent_year,
    );
    const one = await ask(user, '对比 000001');
    expect(cards(one.body)).toEqual([]);
    expect(one.body.hints).toEqual(HINTS);
  });

  it('answers 估值 with the compliance text: no real-time estimates', async () => {
    const a = await ask(guest, '000001 的估值是多少');
    expect(texts(a.body)[0]).toBe(ESTIMATE_ANSWER);
  });

  it('answers an unknown question honestly and offers the hints', async () => {
    const a = await ask(guest, '今天天气怎么样');
    expect(texts(a.body)).toEqual([FALLBACK_ANSWER]);
    expect(cards(a.body)).toEqual([]);
    expect(a.body.hints).toEqual(HINTS);
  });

  it('lists at most 5 index funds of the index named, best year first (§9)', async () => {
    const [card] = cards((await ask(guest, '沪深300指数基金')).body);
    expect(card).toMatchObject({ type: 'index_funds', symbol: '000300' });
    expect(card!.funds!.length).toBeGreaterThan(0);
    expect(card!.funds!.length).toBeLessThanOrEqual(5);
    for (const f of card!.funds!) expect(f.abbr_name).toContain('沪深300');
    const years = card!.funds!.map((f) => f.percent_year ?? -Infinity);
    expect([...years].sort((x, y) => y - x)).toEqual(years);
  });

  it('answers an index by name with its real last close, and a manager with their funds', async () => {
    const [idx] = cards((await ask(guest, '沪深300')).body);
    expect(idx!.type).toBe('index');
    // The clock is Monday 2026-04-20 10:00: the last real close is Friday 2026-04-17's.
    expect(idx!.index).toMatchObject({ symbol: '000300', name: '沪深300', date: '2026-04-17' });
    const m = await ask(guest, '张坤');
    expect(texts(m.body)[0]).toContain('张坤');
    const [list] = cards(m.body);
    expect(list!.type).toBe('fund_list');
    expect(list!.funds!.map((f) => f.symbol)).toContain('005827');
  });

  it('fills other areas’ cards only from their real handlers (never the synthesizer)', async () => {
    const [card] = cards((await ask(guest, '000001 持仓')).body);
    expect(card).toMatchObject({
      type: 'holdings',
      symbol: '000001',
      source: 'GET /symbols/funds/{symbol}/hold_symbols/',
    });
    // The research area answers the holdings from real top-10 disclosures.
    expect('data' in card!).toBe(true);
  });

  it('stores conversations per user: a session continues for its owner only', async () => {
    const a = await ask(user, '华夏成长怎么样');
    const b = await ask(user, '000001 持仓', a.body.session_id);
    expect(b.body.session_id).toBe(a.body.session_id);
    const other = await ask(guest, '华夏成长怎么样', a.body.session_id);
    expect(other.body.session_id).not.toBe(a.body.session_id);
    const n = sb.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM ai_messages WHERE session_id = ? AND role = ?')
      .get(a.body.session_id, 'user') as { n: number };
    expect(n.n).toBe(2);
  });

  it('stores feedback on an answer; an unknown or another user’s answer is refused (400)', async () => {
    const a = await ask(user, '华夏成长怎么样');
    const id = a.body.messages[0]!.id;
    expect((await user.post('/ai/chat/feedback/', { message_id: id, useful: true })).status).toBe(
      200,
    );
    expect(
      (
        await user.post('/ai/chat/feedback/', {
          message_id: id,
          useful: false,
          content: '不够详细',
        })
      ).status,
    ).toBe(200);
    const row = sb.ctx.db
      .prepare('SELECT useful, content FROM ai_feedback WHERE message_id = ?')
      .get(id);
    expect(row).toEqual({ useful: 0, content: '不够详细' });
    expect((await guest.post('/ai/chat/feedback/', { message_id: id, useful: true })).status).toBe(
      400,
    );
    expect(
      (await user.post('/ai/chat/feedback/', { message_id: 'nope', useful: true })).status,
    ).toBe(400);
  });

  it('refuses an empty question with a Chinese message', async () => {
    const r = await ask(guest, '   ');
    expect(r.status).toBe(400);
    expect(r.body.errors?.text).toEqual(['请输入您的问题']);
  });

  it('lets a user adopt a bot; an unknown bot is refused', async () => {
    expect((await user.get('/ai/bot/mine/')).body).toMatchObject({
      id: 1,
      adopted: false,
      is_example: true,
    });
    expect((await user.post('/ai/bot/adoption/', { bot_id: 2 })).body).toMatchObject({
      id: 2,
      adopted: true,
    });
    expect((await user.get('/ai/bot/mine/')).body).toMatchObject({ id: 2, adopted: true });
    expect((await user.post('/ai/bot/adoption/', { bot_id: 99 })).status).toBe(400);
    expect((await guest.get('/ai/bot/mine/')).status).toBe(401);
  });

  it('empties the AI tables on reset', async () => {
    await user.post('/__sandbox/reset');
    const n = sb.ctx.db.prepare('SELECT COUNT(*) AS n FROM ai_messages').get() as { n: number };
    expect(n.n).toBe(0);
  });
});
