/**
 * The shared state of one sandbox instance: the database, the clock, the market view and the
 * prepared statements (with the row types and small value helpers every area uses). Area logic
 * (serializers, rules) lives in src/areas/<area>/ and, when several areas share it, src/domain/.
 */
import type { AreaHooks } from './areas/define';
import type { Db } from './db/open';
import type { Statement } from 'better-sqlite3';
import type { SandboxClock } from './clock';
import { shDate, shIso, shTime } from './clock';
import { Market, type Fund, BAO_CODE } from './market/market';
import { HttpError, bad } from './http/errors';
import { addDays } from './market/calendar';
import { DELISTED_MESSAGE, listStatusOf } from './market/fund-list';

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
  /** The other leg of a 基金转换 (trading/fund-switch.ts), else null. */
  switch_pair_id?: number | null;
}

// value helpers, re-exported for the areas that import them from here
export { money, pctNum, maskCard, maskName, maskId, maskMobile } from './domain/format';

/** Shared state of one sandbox instance: database, market view, clock, prepared statements. */
export class Ctx {
  readonly market: Market;
  /** Access token -> its user and expiry (ms), a cache of `tokens`; cleared whenever a token is revoked. */
  readonly tokens = new Map<string, { userId: number; expiresAt: number }>();
  /** Clock date for which due jobs last ran. */
  dueKey = '';
  /** What areas contribute to each other's answers (installed from the areas at start). */
  readonly hooks: Partial<AreaHooks> = {};
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
      token: db.prepare('SELECT user_id, expires_at, revoked_at FROM tokens WHERE token = ?'),
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
  /**
   * The fund a trade names (buy, sell, switch, fixed investment): as `fundOr404` with 400, and a
   * fund delisted on the exchange (list_status 3, spec 001 §3) is refused 400 on `field` with
   * 该基金已终止上市，不能交易.
   */
  tradeFund(codeOrId: string | number | undefined | null, field = 'symbol'): Fund {
    const code = typeof codeOrId === 'number' ? String(codeOrId).padStart(6, '0') : codeOrId;
    if (code && listStatusOf(code) !== 1) throw bad(field, DELISTED_MESSAGE);
    return this.fundOr404(codeOrId, 400, field);
  }
  fundFrom(q: { fund_id?: number; symbol?: string }): Fund {
    return q.symbol !== undefined
      ? this.fundOr404(q.symbol, 400, 'symbol')
      : this.fundOr404(q.fund_id, 400, 'fund_id');
  }
}

export { BAO_CODE };
