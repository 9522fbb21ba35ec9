/**
 * The futures pages' backend (spec 001 §2/§7 Futures; README "Futures"): products are
 * the exchanges' contract specifications (`contracts.ts`, SOURCE.md) with the contract months
 * listed on the clock's date (`months.ts`); there are no futures prices in the data, so quotes and
 * K-lines are empty, never invented. Accounts are user state (bound by the user); income analysis
 * is the daily settlement of those accounts.
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import {
  FUTURES_ACCOUNT_MESSAGES,
  MAX_FUTURES_ACCOUNTS,
  checkFuturesAccountNo,
  checkFuturesCompany,
} from '@jijin/core/validation';
import { defineArea } from '../define';
import { bad, forbidden, notFound } from '../../http/errors';
import { paginate, uid, type ReqBase } from '../../http/registry';
import { shTime } from '../../clock';
import type { Ctx } from '../../ctx';
import { FUTURES_CONTRACTS, contractById, type FuturesContract } from './contracts';
import { instrumentCode, instrumentId, listedMonths, parseInstrumentId } from './months';

type Schemas = components['schemas'];
type Product = Schemas['FuturesProduct'];
type Instrument = Schemas['FuturesInstrument'];
type Account = Schemas['FuturesAccount'];
type Income = Schemas['FuturesIncome'];

/** The API's product types: exchange-listed varieties, and asset-management products (none here). */
export const PRODUCT_TYPES = ['commodity', 'financial', 'asset_management'] as const;
/** How many futures accounts one user may bind (core's rule). */
export const MAX_ACCOUNTS = MAX_FUTURES_ACCOUNTS;
/** Settlement time: a trading day's result is final from 15:00 Beijing. */
export const SETTLEMENT_TIME = '15:00:00';

export const MESSAGES = {
  ...FUTURES_ACCOUNT_MESSAGES,
  productType: '产品类型不存在',
  product: '产品不存在',
  range: '开始日期不能晚于结束日期',
} as const;

function spec(c: FuturesContract): Schemas['FuturesContractSpec'] {
  return {
    exchange: c.exchange,
    product_code: c.code,
    contract_size: c.contractSize,
    multiplier: c.multiplier,
    unit: c.unit,
    price_tick: c.priceTick,
    margin_ratio: c.marginRatio,
    trading_hours: [...c.tradingHours],
    listed_months: c.listedMonths,
  };
}

function instruments(ctx: Ctx, c: FuturesContract): Instrument[] {
  return listedMonths(c, ctx.today(), ctx.market.calendar).map(
    ({ year, month, lastTradingDay }) => {
      const code = instrumentCode(c, year, month);
      return {
        id: instrumentId(c, year, month),
        code,
        name: `${c.short}${code.slice(c.code.length)}`,
        exchange: c.exchange,
        product_id: c.id,
        delivery_month: `${year}-${String(month).padStart(2, '0')}`,
        last_trading_day: lastTradingDay,
        // No futures price series exists in the data (README "Futures"): an honest empty quote.
        price: null,
        percent_day: null,
        open_interest: null,
        price_date: null,
        spec: spec(c),
        k_line: [],
      };
    },
  );
}

function product(c: FuturesContract, detail: Instrument[] | null): Product {
  return {
    id: c.id,
    name: c.name,
    product_type: c.productType,
    manager: null,
    percent_year: null,
    max_drawdown: null,
    net_value: null,
    description: c.description,
    exchange: c.exchange,
    code: c.code,
    spec: spec(c),
    ...(detail ? { instruments: detail } : {}),
  };
}

/** The `product_type` filter, checked. @throws HttpError 400 on an unknown type */
function productType(t: string | undefined): string | undefined {
  if (t !== undefined && !(PRODUCT_TYPES as readonly string[]).includes(t))
    throw bad('product_type', MESSAGES.productType);
  return t;
}

interface AccountRow {
  id: number;
  user_id: number;
  company: string;
  account_no: string;
  is_default: number;
  status: number;
  balance: string;
  bound_at: string;
}

/** 资金账号 masked to its last 4 digits. */
export const maskAccountNo = (no: string): string => `****${no.slice(-4)}`;

function accountJson(a: AccountRow): Account {
  return {
    id: a.id,
    account_no: maskAccountNo(a.account_no),
    company: a.company,
    is_default: a.is_default === 1,
    balance: a.balance,
    status: a.status,
    bound_at: a.bound_at,
  };
}

const accountsOf = (req: ReqBase, userId: number) =>
  req.ctx
    .q('SELECT * FROM futures_accounts WHERE user_id = ? ORDER BY is_default DESC, id')
    .all(userId) as AccountRow[];

/** The account asked for (`account_id`), else the default one; undefined when the user has none. */
function accountFor(req: ReqBase, userId: number, id: number | undefined): AccountRow | undefined {
  if (id === undefined) return accountsOf(req, userId)[0];
  return req.ctx
    .q('SELECT * FROM futures_accounts WHERE id = ? AND user_id = ?')
    .get(id, userId) as AccountRow | undefined;
}

/**
 * One settled (or, for realtime, running) day of an account: income is the sum over its
 * positions of (settlement price − previous settlement) × multiplier × lots, less fees. The
 * contract has no futures trading call and the data no prices, so an account holds no position:
 * income 0.00 and the balance as bound. The rate is income / balance, null on a zero balance.
 */
function incomeOf(a: AccountRow, date: string): Income {
  const income = new Decimal(0);
  const balance = new Decimal(a.balance);
  return {
    account_id: a.id,
    date,
    income: income.toFixed(2),
    income_rate: balance.isZero()
      ? null
      : income.div(balance).times(100).toDecimalPlaces(2).toNumber(),
    balance: balance.toFixed(2),
  };
}

/** The last trading day whose settlement is final at the clock's time. */
export function lastSettledDay(ctx: Ctx): string {
  const cal = ctx.market.calendar;
  const today = ctx.today();
  if (cal.isTradingDay(today) && shTime(ctx.now()) >= SETTLEMENT_TIME) return today;
  return cal.prev(today);
}

export const futuresArea = defineArea({
  id: 'futures',
  migrations: [
    {
      id: 1,
      name: 'futures accounts bound by users',
      sql: `
CREATE TABLE futures_accounts (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL,
  company TEXT NOT NULL, account_no TEXT NOT NULL, is_default INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1, balance TEXT NOT NULL DEFAULT '0.00', bound_at TEXT NOT NULL,
  UNIQUE (user_id, company, account_no));
CREATE INDEX futures_accounts_user ON futures_accounts (user_id);`,
    },
  ],
  userTables: ['futures_accounts'],
  handlers: {
    'GET /futures/products/': (req) => {
      const t = productType(req.query.product_type);
      const list = FUTURES_CONTRACTS.filter((c) => !t || c.productType === t).map((c) =>
        product(c, null),
      );
      return paginate(list, req.query.page ?? 1, req.query.page_size ?? 20);
    },

    'GET /futures/products/{id}/': (req) => {
      const t = productType(req.query.product_type);
      const c = contractById(Number(req.params.id));
      if (!c || (t && c.productType !== t)) throw notFound();
      return product(c, instruments(req.ctx, c));
    },

    'GET /futures/product_reviews/': (req) => {
      const id = req.query.product_id as number | undefined;
      if (id !== undefined && !contractById(id)) throw bad('product_id', MESSAGES.product);
      // No review source exists (README "Futures"): an honest empty list.
      return paginate([], req.query.page ?? 1, req.query.page_size ?? 20);
    },

    'GET /futures/instruments/{id}/': (req) => {
      const parsed = parseInstrumentId(Number(req.params.id));
      const c = parsed && contractById(parsed.productId);
      const found = c && instruments(req.ctx, c).find((i) => i.id === Number(req.params.id));
      if (!found) throw notFound();
      return found;
    },

    'GET /futures/accounts/mine/': (req) => accountsOf(req, uid(req)).map(accountJson),

    'POST /futures/accounts/': (req) => {
      const userId = uid(req);
      const { ctx } = req;
      const body = req.body as { company: string; account_no: string };
      const company = body.company.trim();
      const accountNo = body.account_no.trim();
      const companyCheck = checkFuturesCompany(company);
      if (!companyCheck.ok) throw bad('company', companyCheck.message);
      const noCheck = checkFuturesAccountNo(accountNo);
      if (!noCheck.ok) throw bad('account_no', noCheck.message);
      if (!ctx.s.identity.get(userId)) throw forbidden(MESSAGES.identity);
      const mine = accountsOf(req, userId);
      if (mine.some((a) => a.company === company && a.account_no === accountNo))
        throw bad('account_no', MESSAGES.duplicate);
      if (mine.length >= MAX_ACCOUNTS) throw bad('non_field_errors', MESSAGES.tooMany);
      const r = ctx
        .q(
          'INSERT INTO futures_accounts (user_id, company, account_no, is_default, bound_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(userId, company, accountNo, mine.length === 0 ? 1 : 0, ctx.nowIso());
      return accountJson(
        ctx.q('SELECT * FROM futures_accounts WHERE id = ?').get(r.lastInsertRowid) as AccountRow,
      );
    },

    'POST /futures/accounts/{id}/set_default/': (req) => {
      const userId = uid(req);
      const { ctx } = req;
      const id = Number(req.params.id);
      const row = ctx
        .q('SELECT * FROM futures_accounts WHERE id = ? AND user_id = ?')
        .get(id, userId) as AccountRow | undefined;
      if (!row) throw notFound(MESSAGES.accountMissing);
      ctx.db.transaction(() => {
        ctx
          .q('UPDATE futures_accounts SET is_default = (id = ?) WHERE user_id = ?')
          .run(id, userId);
      })();
      return accountJson({ ...row, is_default: 1 });
    },

    'GET /futures/income_analyse/realtime/': (req) => {
      const userId = uid(req);
      const a = accountFor(req, userId, req.query.account_id);
      if (!a)
        throw notFound(
          req.query.account_id === undefined ? MESSAGES.noAccount : MESSAGES.accountMissing,
        );
      return incomeOf(a, req.ctx.market.calendar.onOrBefore(req.ctx.today()));
    },

    'GET /futures/income_analyse/day/': (req) => {
      const userId = uid(req);
      const { ctx } = req;
      const a = accountFor(req, userId, req.query.account_id);
      if (!a) {
        if (req.query.account_id !== undefined) throw bad('account_id', MESSAGES.accountMissing);
        return [];
      }
      const start = req.query.start as string | undefined;
      const end = req.query.end as string | undefined;
      if (start && end && start > end) throw bad('start', MESSAGES.range);
      const cal = ctx.market.calendar;
      // The first settlement the account takes part in: its binding day when bound before 15:00.
      const boundDay = a.bound_at.slice(0, 10);
      const first =
        cal.isTradingDay(boundDay) && a.bound_at.slice(11, 19) < SETTLEMENT_TIME
          ? boundDay
          : cal.next(boundDay);
      const from = start && start > first ? start : first;
      const last = lastSettledDay(ctx);
      const to = end && end < last ? end : last;
      const out: Income[] = [];
      for (let d = cal.onOrAfter(from); d <= to; d = cal.next(d)) out.push(incomeOf(a, d));
      return out.reverse();
    },
  },
});
