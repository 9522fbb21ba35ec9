import { createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Db } from './db/open';
import type { Statement } from 'better-sqlite3';
import type { SandboxClock } from './clock';
import { shDate, shTime, shIso, shInstant } from './clock';
import { Market, type Fund, STYPE_LABEL, BAO_CODE } from './market/market';
import { minimums, quoteBuy, annualFees } from './market/fees';
import { HttpError, bad } from './http/errors';
import { RISK_TYPE_LABEL, RISK_STATUS_LABEL, RISK_LEVEL_LABEL } from './domain/risk';
import { addDays } from './market/calendar';

export interface UserRow {
  id: number;
  mobile: string;
  username: string;
  password_hash: string | null;
  created_at: string;
  trade_password_hash: string | null;
  trade_password_fails: number;
  trade_password_locked_until: number;
  private_fund_qualified: number;
  settings: string;
}
export interface CardRow {
  id: number;
  user_id: number;
  bank_id: number;
  card_no: string;
  card_type: string;
  mobile: string | null;
  is_default: number;
  status: number;
  created_at: string;
}
export interface BankRow {
  id: number;
  code: string;
  name: string;
  single_limit: number;
  single_day_limit: number;
  status: number;
  note: string;
}
export interface TradeRow {
  id: number;
  serial_number: string;
  user_id: number;
  kind: string;
  fund_code: string;
  direction: number;
  status: number;
  amount: string | null;
  shares: string | null;
  amount_confirm: string | null;
  shares_confirm: string | null;
  fare: string | null;
  fare_ratio: string | null;
  discount_rate: string | null;
  net_value: string | null;
  apply_at: string;
  trade_date: string;
  confirm_date: string;
  bank_card_id: number | null;
  fixed_investment_id: number | null;
  portfolio_trade_id: number | null;
  divi_type: number | null;
  idempotency_key: string | null;
  request_hash: string | null;
  confirmed_at: string | null;
  undone_at: string | null;
  source: string;
}

const scrypt = (pw: string, salt: Buffer, len: number): Promise<Buffer> =>
  new Promise((res, rej) =>
    scryptCb(pw, salt, len, { N: 16384, r: 8, p: 1 }, (e, k) => (e ? rej(e) : res(k))),
  );

/** Salted scrypt hash "scrypt$<salt hex>$<key hex>". */
export async function hashSecret(pw: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(pw, salt, 32);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}
export async function verifySecret(pw: string, stored: string): Promise<boolean> {
  const [, saltHex, keyHex] = stored.split('$');
  if (!saltHex || !keyHex) return false;
  const key = await scrypt(pw, Buffer.from(saltHex, 'hex'), 32);
  return timingSafeEqual(key, Buffer.from(keyHex, 'hex'));
}

export const money = (v: Decimal.Value): string =>
  new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
export const pctNum = (v: string | null | undefined): number | null =>
  v === null || v === undefined || v === '' ? null : Number(v);
export const maskCard = (no: string): string => `${no.slice(0, 4)} **** **** ${no.slice(-4)}`;
export const maskName = (n: string): string => (n.length <= 1 ? n : `*${n.slice(1)}`);
export const maskId = (id: string): string => `${id.slice(0, 3)}***********${id.slice(-4)}`;
export const maskMobile = (m: string): string =>
  m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m;

/** Shared state of one sandbox instance: database, market view, clock, prepared statements. */
export class Ctx {
  readonly market: Market;
  /** In-process memo of verified trade passwords: user id -> HMAC(password) (see README: performance). */
  private readonly pwMemo = new Map<number, { mac: string; hash: string }>();
  private readonly memoKey = randomBytes(32);
  private readonly pwPending = new Map<string, Promise<boolean>>();
  readonly tokens = new Map<string, number>();
  /** Clock date for which due jobs last ran. */
  dueKey = '';
  readonly s;

  constructor(
    readonly db: Db,
    readonly clock: SandboxClock,
    readonly dev: boolean,
  ) {
    this.market = new Market(db);
    this.s = {
      user: db.prepare('SELECT * FROM users WHERE id = ?'),
      userByMobile: db.prepare('SELECT * FROM users WHERE mobile = ?'),
      token: db.prepare('SELECT user_id FROM tokens WHERE token = ?'),
      cards: db.prepare('SELECT * FROM bank_cards WHERE user_id = ? ORDER BY is_default DESC, id'),
      card: db.prepare('SELECT * FROM bank_cards WHERE id = ? AND user_id = ?'),
      bank: db.prepare('SELECT * FROM banks WHERE id = ?'),
      identity: db.prepare('SELECT * FROM identities WHERE user_id = ?'),
      risk: db.prepare(
        "SELECT * FROM risk_tests WHERE user_id = ? AND kind = 'fund' ORDER BY tested_at DESC, id DESC LIMIT 1",
      ),
      trade: db.prepare('SELECT * FROM trades WHERE id = ? AND user_id = ?'),
      tradesOfUser: db.prepare('SELECT * FROM trades WHERE user_id = ? ORDER BY id DESC'),
      tradesOfUserFund: db.prepare(
        'SELECT * FROM trades WHERE user_id = ? AND fund_code = ? AND portfolio_trade_id IS NULL ORDER BY id',
      ),
      tradesOfPortfolioFund: db.prepare(
        'SELECT t.* FROM trades t JOIN portfolio_trades p ON p.id = t.portfolio_trade_id WHERE t.user_id = ? AND t.fund_code = ? AND p.portfolio_id = ? ORDER BY t.id',
      ),
      follow: db.prepare('SELECT 1 FROM follows WHERE user_id = ? AND kind = ? AND target = ?'),
    };
  }

  private readonly stmtCache = new Map<string, Statement>();
  /** A prepared statement, cached by its SQL text. */
  q(sql: string): Statement {
    let st = this.stmtCache.get(sql);
    if (!st) {
      st = this.db.prepare(sql);
      this.stmtCache.set(sql, st);
    }
    return st;
  }

  now(): number {
    return this.clock.now();
  }
  today(): string {
    return shDate(this.now());
  }
  nowIso(): string {
    return shIso(this.now());
  }
  /** The date whose NAV is shown: NAVs for a day are published at 20:00 that day. */
  navDate(): string {
    const now = this.now();
    return shTime(now) >= '20:00:00' ? shDate(now) : addDays(shDate(now), -1);
  }

  user(id: number): UserRow {
    return this.s.user.get(id) as UserRow;
  }

  /**
   * The fund for a code or numeric id. Unknown funds throw 404 when the fund is the path's resource,
   * else (a query or body reference) 400 on `field`.
   */
  fundOr404(
    codeOrId: string | number | undefined | null,
    status: 400 | 404 = 400,
    field = 'symbol',
  ): Fund {
    if (codeOrId === undefined || codeOrId === null || codeOrId === '')
      throw bad(field, '请指定基金');
    const code = typeof codeOrId === 'number' ? String(codeOrId).padStart(6, '0') : codeOrId;
    const f = this.market.fund(code);
    if (!f)
      throw new HttpError(status, {
        [field]: [status === 404 ? '请求的数据不存在' : '基金不存在'],
      });
    return f;
  }
  fundFrom(q: { fund_id?: number; symbol?: string }): Fund {
    return q.symbol !== undefined
      ? this.fundOr404(q.symbol, 400, 'symbol')
      : this.fundOr404(q.fund_id, 400, 'fund_id');
  }

  // ---------- trade password ----------
  /** Verifies the trade password with lock-out: 5 wrong tries lock it for 30 minutes. */
  async checkTradePassword(userId: number, pw: string): Promise<void> {
    const u = this.user(userId);
    if (!u.trade_password_hash) throw bad('password', '请先设置交易密码');
    const now = this.now();
    if (u.trade_password_locked_until > now) {
      const mins = Math.ceil((u.trade_password_locked_until - now) / 60000);
      throw new HttpError(403, {
        password: [`交易密码错误次数过多，已锁定，请${mins}分钟后再试或重置交易密码`],
      });
    }
    const mac = createHmac('sha256', this.memoKey).update(pw).digest('hex');
    const memo = this.pwMemo.get(userId);
    let ok: boolean;
    if (memo && memo.hash === u.trade_password_hash) ok = memo.mac === mac;
    else {
      // one scrypt per (user, candidate) at a time: concurrent requests share the verification
      const key = `${userId}:${mac}:${u.trade_password_hash}`;
      let p = this.pwPending.get(key);
      if (!p) {
        p = verifySecret(pw, u.trade_password_hash).finally(() => this.pwPending.delete(key));
        this.pwPending.set(key, p);
      }
      ok = await p;
      if (ok) this.pwMemo.set(userId, { mac, hash: u.trade_password_hash });
    }
    if (ok) {
      if (u.trade_password_fails)
        this.q('UPDATE users SET trade_password_fails = 0 WHERE id = ?').run(userId);
      return;
    }
    const fails = u.trade_password_fails + 1;
    if (fails >= 5) {
      this.q(
        'UPDATE users SET trade_password_fails = 0, trade_password_locked_until = ? WHERE id = ?',
      ).run(now + 30 * 60000, userId);
      throw new HttpError(403, {
        password: ['交易密码错误次数过多，已锁定30分钟，请稍后再试或重置交易密码'],
      });
    }
    this.q('UPDATE users SET trade_password_fails = ? WHERE id = ?').run(fails, userId);
    throw bad('password', `交易密码错误，还可尝试${5 - fails}次`);
  }
  forgetTradePassword(userId: number): void {
    this.pwMemo.delete(userId);
  }

  // ---------- risk ----------
  riskProfile(userId: number): {
    type: number;
    status: number;
    testedAt: string | null;
    effectiveTo: string | null;
    dims: Record<string, number> | null;
    score: number | null;
  } {
    const r = this.s.risk.get(userId) as
      { risk_type: number; tested_at: string; answers: string; score: number } | undefined;
    if (!r)
      return { type: 0, status: 0, testedAt: null, effectiveTo: null, dims: null, score: null };
    const effectiveTo = `${Number(r.tested_at.slice(0, 4)) + 2}${r.tested_at.slice(4, 10)}`;
    const status = this.today() > effectiveTo ? 2 : 1;
    const parsed = JSON.parse(r.answers) as { dims?: Record<string, number> };
    return {
      type: r.risk_type,
      status,
      testedAt: r.tested_at,
      effectiveTo,
      dims: parsed.dims ?? null,
      score: r.score,
    };
  }

  riskProfileJson(userId: number): Record<string, unknown> {
    const p = this.riskProfile(userId);
    const dimText = (v: number | undefined, max: number, labels: [string, string, string]) =>
      v === undefined ? '' : v / max < 0.4 ? labels[0] : v / max < 0.7 ? labels[1] : labels[2];
    const fit = [
      '请先完成风险测评',
      '低风险产品',
      '中低风险及以下产品',
      '中风险及以下产品',
      '中高风险及以下产品',
      '高风险及以下产品',
    ][p.type]!;
    return {
      investment_risk: p.type,
      investment_risk_status: p.status,
      investment_risk_display: RISK_TYPE_LABEL[p.type],
      investment_risk_status_display: RISK_STATUS_LABEL[p.status],
      effective_to: p.effectiveTo,
      product_fit: fit,
      investment_risk_summary: p.type
        ? `您的风险承受能力为${RISK_TYPE_LABEL[p.type]}，适合购买${fit}。`
        : '您还未进行风险测评。',
      investment_risk_actual: dimText(p.dims?.actual, 30, [
        '风险承受能力较低',
        '风险承受能力中等',
        '风险承受能力较强',
      ]),
      investment_risk_mental: dimText(p.dims?.mental, 40, [
        '风险态度保守',
        '风险态度适中',
        '风险态度积极',
      ]),
      investment_risk_profit: dimText(p.dims?.profit, 20, [
        '收益预期较低',
        '收益预期适中',
        '收益预期较高',
      ]),
      investment_risk_flow: dimText(p.dims?.flow, 10, [
        '流动性需求较高',
        '流动性需求适中',
        '流动性需求较低',
      ]),
    };
  }

  // ---------- serializers ----------
  staticUrl(origin: string, path: string): string {
    return `${origin}/static/${path}`;
  }
  userJson(u: UserRow, origin: string): Record<string, unknown> {
    return {
      id: u.id,
      username: u.username,
      avatar_xs: this.staticUrl(origin, `avatar/${u.id}/xs.svg`),
      avatar_sm: this.staticUrl(origin, `avatar/${u.id}/sm.svg`),
      avatar_md: this.staticUrl(origin, `avatar/${u.id}/md.svg`),
      avatar_lg: this.staticUrl(origin, `avatar/${u.id}/lg.svg`),
    };
  }
  bankJson(b: BankRow, origin: string): Record<string, unknown> {
    return {
      id: b.id,
      code: b.code,
      logo: this.staticUrl(origin, `banks/${b.code}.svg`),
      name: b.name,
      need_onlinepay: false,
      onlinepay_description: null,
      onlinepay_help_url: null,
      single_limit: money(b.single_limit),
      single_day_limit: money(b.single_day_limit),
      status: b.status,
      note: b.status === 0 ? b.note || '该银行卡系统升级' : null,
    };
  }
  cardJson(
    c: CardRow,
    origin: string,
    extra: Record<string, unknown> = {},
  ): Record<string, unknown> {
    const bank = this.s.bank.get(c.bank_id) as BankRow;
    const ident = this.s.identity.get(c.user_id) as { real_name: string } | undefined;
    return {
      id: c.id,
      bank_card_no: maskCard(c.card_no),
      bank_card_no_tail: c.card_no.slice(-4),
      is_default: !!c.is_default,
      real_name: maskName(ident?.real_name ?? ''),
      bank_card_type: c.card_type === 'DC' ? 1 : 2,
      status: c.status,
      note: c.status === 0 ? '该银行卡系统升级' : null,
      mobile: maskMobile(c.mobile ?? ''),
      bank: this.bankJson(bank, origin),
      allow_buy: c.status === 1,
      allow_sell: c.status === 1,
      allow_transfer: false,
      ...extra,
    };
  }

  fundBrief(f: Fund): Record<string, unknown> {
    const st = this.market.stats(f, this.navDate());
    return {
      id: Number(f.code),
      symbol: f.code,
      code: f.code,
      abbr_name: f.name,
      symbol_type: 3,
      symbol_stype: f.stype,
      is_bao: f.isBao,
      allow_buy: true,
      allow_sell: true,
      allow_trade: true,
      investment_risk: f.risk,
      net_value: st.net_value,
      net_value_date: st.nav_date,
    };
  }

  fundJson(f: Fund, userId: number | null, origin: string): Record<string, unknown> {
    const st = this.market.stats(f, this.navDate());
    const mins = minimums(f);
    const q = quoteBuy(f, '1000');
    const fees = annualFees(f);
    const managers = f.managerIds.slice(0, 3).map((id) => {
      const m = this.q('SELECT id, name, tenure_days FROM managers WHERE id = ?').get(id) as {
        id: number;
        name: string;
        tenure_days: number;
      };
      return {
        id: m.id,
        name: m.name,
        avatar: this.staticUrl(origin, `managers/${m.id}.svg`),
        post_status: 1,
        start_date: null,
      };
    });
    const first =
      f.series && f.series.days.length > 1
        ? new Date(f.series.days[0]! * 86400000).toISOString().slice(0, 10)
        : null;
    return {
      id: Number(f.code),
      symbol: f.code,
      code: f.code,
      abbr_name: f.name,
      name: f.name,
      symbol_type: 3,
      symbol_stype: f.stype,
      symbol_stype_display: STYPE_LABEL[f.stype],
      list_status: 1,
      subscription_status: 2,
      price_mode: f.isMoney ? 2 : 1,
      net_value: st.net_value,
      net_value_date: st.nav_date,
      cumulative: null,
      year_yld: pctNum(st.year_yld),
      tenthou_unit_incm: st.tenthou_unit_incm,
      percent_day: pctNum(st.percent_day),
      percent_week: pctNum(st.percent_week),
      percent_month: pctNum(st.percent_month),
      percent_season: pctNum(st.percent_season),
      percent_year: pctNum(st.percent_year),
      allow_trade: true,
      allow_buy: true,
      allow_sell: true,
      allow_fixed: !f.isMoney,
      allow_subscribe: false,
      amount_min_buy: mins.amount_min_buy,
      amount_max_buy: null,
      amount_subscribe_min: mins.amount_subscribe_min,
      amount_fixed_min: mins.amount_fixed_min,
      amount_fixed_max: mins.amount_fixed_max,
      fare_ratio_buy: new Decimal(q.fare_ratio).times(100).toNumber(),
      fare_ratio_sell: f.isMoney ? 0 : 0.5,
      fare_ratio_subscribe: new Decimal(q.fare_ratio).times(100).toNumber(),
      discount_rate_buy: Number(q.discount_rate),
      discount_rate_sell: 1,
      discount_rate_subscribe: 1,
      charge_mode: 1,
      div_type: 3,
      investment_risk: f.risk,
      investment_risk_display: RISK_LEVEL_LABEL[f.risk],
      is_bao: f.isBao,
      followed: userId ? !!this.s.follow.get(userId, 'symbol', f.code) : false,
      managers,
      company: f.companyId
        ? {
            id: f.companyId,
            name: f.companyName!,
            abbr_name: f.companyName!.replace(/基金.*$/, ''),
          }
        : null,
      found_date: first,
      scale: null,
      service_tel: '400-000-0000',
      desc: f.emType,
      manage_fare: Number(fees.manage),
    };
  }

  tradeJson(t: TradeRow, origin: string): Record<string, unknown> {
    const f = this.market.fund(t.fund_code)!;
    const card = t.bank_card_id
      ? (this.q('SELECT * FROM bank_cards WHERE id = ?').get(t.bank_card_id) as CardRow | undefined)
      : undefined;
    return {
      id: t.id,
      serial_number: t.serial_number,
      amount: t.amount,
      amount_confirm: t.amount_confirm,
      shares: t.shares,
      shares_confirm: t.shares_confirm,
      status: t.status,
      status_display: statusDisplay(t, f),
      direction: t.direction,
      direction_display: directionDisplay(t.direction, f.isBao),
      apply_date: shIso(Date.parse(t.apply_at)),
      divi_type: t.divi_type,
      opposite_trade_record: null,
      is_to_subscribe: false,
      remind_info: t.status === 0 ? `预计${t.confirm_date}确认` : null,
      fund: this.fundBrief(f),
      bank_card: card ? this.cardJson(card, origin) : null,
      opposite_fund: null,
    };
  }

  allowUndo(t: TradeRow): boolean {
    return t.status === 0 && this.now() < shInstant(t.trade_date, '15:00:00');
  }

  tradeDetailJson(t: TradeRow, origin: string): Record<string, unknown> {
    const f = this.market.fund(t.fund_code)!;
    const isBuy = t.direction === 0 || t.direction === 5 || t.direction === 6;
    const title = isBuy ? (f.isBao ? '转入' : '买入') : f.isBao ? '转出' : '卖出';
    const info: { status: number; desc: string; title: string }[] = [
      {
        status: 1,
        title: `${title}申请已提交`,
        desc: `${t.apply_at.slice(0, 10)} ${t.apply_at.slice(11, 16)} 提交成功`,
      },
    ];
    if (t.status === 6)
      info.push({
        status: 1,
        title: '已撤单',
        desc: `${t.undone_at?.slice(0, 16).replace('T', ' ') ?? ''} 撤单成功，资金将退回银行卡`,
      });
    else {
      info.push({
        status: t.status === 1 ? 1 : 0,
        title: isBuy ? '确认份额' : '确认金额',
        desc:
          t.status === 1
            ? `${t.confirm_date} 已确认（${t.trade_date} 净值 ${t.net_value}）`
            : `预计${t.confirm_date}确认，按${t.trade_date}净值计算`,
      });
      if (isBuy)
        info.push({
          status: t.status === 1 ? 1 : 0,
          title: '查看收益',
          desc: `${this.market.calendar.next(t.confirm_date)} 起可查看收益`,
        });
      else
        info.push({
          status: t.status === 1 ? 1 : 0,
          title: '资金到账',
          desc: t.status === 1 ? `${t.confirm_date} 已到账` : `预计${t.confirm_date}到账银行卡`,
        });
    }
    return {
      ...this.tradeJson(t, origin),
      allow_undo: this.allowUndo(t),
      detail_fund_way: t.bank_card_id ? '银行卡' : null,
      discount:
        t.fare &&
        t.amount &&
        t.discount_rate &&
        t.discount_rate !== '1' &&
        t.fare_ratio &&
        t.direction !== 1
          ? money(
              new Decimal(quoteBuy(this.market.fund(t.fund_code)!, t.amount).fare_original).minus(
                t.fare,
              ),
            )
          : null,
      discount_rate: t.discount_rate ? Number(t.discount_rate) : null,
      fare: t.fare,
      fare_ratio: t.fare_ratio
        ? new Decimal(t.fare_ratio)
            .times(t.discount_rate ?? 1)
            .times(100)
            .toNumber()
        : null,
      is_hope: false,
      is_fast: t.kind === 'bao' && t.direction === 1 && t.confirm_date === t.trade_date,
      is_first_trade: false,
      hope_date: null,
      fund_portfolio_trade: t.portfolio_trade_id,
      fixed_investment: t.fixed_investment_id,
      net_value: t.net_value,
      trade_date: t.trade_date,
      confirm_date: t.confirm_date,
      source_display: t.source === 'fixed' ? '定投' : '基金H5',
      is_remittance: false,
      remittance_date: null,
      status_info: info,
      coupon_record: this.couponRecord(t.id),
    };
  }

  couponRecord(tradeId: number): { id: number; amount: string; name: string } | null {
    const c = this.q('SELECT id, amount, name FROM coupons WHERE used_trade_id = ?').get(
      tradeId,
    ) as { id: number; amount: string; name: string } | undefined;
    return c ?? null;
  }
}

export const TRADE_STATUS_LABEL = [
  '委托成功',
  '确认成功',
  '确认失败',
  '确认中',
  '扣款失败',
  '委托失败',
  '已撤单',
  '部分确认中',
  '部分确认',
  '部分委托',
  '调仓中',
  '调仓成功',
  '调仓失败',
  '认购确认',
  '认购失败',
];
export function statusDisplay(t: { status: number; direction: number }, f: Fund): string {
  if (t.status === 0) {
    if (f.isBao && t.direction === 0) return '待支付';
    if ([0, 5, 6].includes(t.direction)) return '委托成功';
    return '确认中';
  }
  return TRADE_STATUS_LABEL[t.status] ?? '未知';
}
export function directionDisplay(d: number, isBao: boolean): string {
  if (isBao && d === 0) return '转入';
  if (isBao && d === 1) return '转出';
  return (
    (
      {
        0: '买入',
        1: '卖出',
        2: '强制调增',
        3: '强制调减',
        4: '红利',
        5: '定投',
        6: '认购',
        7: '强制赎回',
        10: '调仓',
      } as Record<number, string>
    )[d] ?? '其他'
  );
}

export { BAO_CODE };
