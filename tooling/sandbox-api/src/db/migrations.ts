import type { Database } from 'better-sqlite3';

/**
 * Ordered schema migrations. Each runs once, inside a transaction, and is recorded in the
 * `migrations` table. Never edit a shipped migration: append a new one.
 */
export interface Migration {
  id: number;
  name: string;
  /** The schema step as SQL… */
  sql?: string;
  /** …or as code (for rebuilds that read the current schema). */
  run?: (db: Database) => void;
}

/**
 * Tables whose integer ids other rows refer to (users, cards, orders, plans, coupons…): their ids
 * are AUTOINCREMENT, so an id is never handed out twice — a new user cannot inherit the rows of a
 * deleted one, and `/__sandbox/reset` (which keeps `sqlite_sequence`) never reuses an id.
 */
export const AUTOINCREMENT_TABLES = [
  'users',
  'captchas',
  'bank_cards',
  'card_ledger',
  'risk_tests',
  'trades',
  'fixed_investments',
  'coupons',
  'portfolio_trades',
] as const;

/**
 * Rebuilds `table` with `id INTEGER PRIMARY KEY AUTOINCREMENT`, keeping its rows, its other
 * columns as they are now (whatever later steps added) and its indexes. No-op when already done.
 */
export function rebuildWithAutoincrement(db: Database, table: string): void {
  const row = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(table) as { sql: string } | undefined;
  if (!row) throw new Error(`migrations: no table ${table}`);
  if (/AUTOINCREMENT/i.test(row.sql)) return;
  const tmp = `${table}__autoincrement`;
  const create = row.sql
    .replace(new RegExp(`^CREATE TABLE\\s+"?${table}"?`, 'i'), `CREATE TABLE ${tmp}`)
    .replace(/\bid INTEGER PRIMARY KEY\b/i, 'id INTEGER PRIMARY KEY AUTOINCREMENT');
  if (!create.includes('AUTOINCREMENT') || !create.includes(tmp))
    throw new Error(`migrations: cannot rebuild ${table}: ${row.sql}`);
  const indexes = db
    .prepare(
      "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
    )
    .all(table) as { sql: string }[];
  db.exec(create);
  db.exec(`INSERT INTO ${tmp} SELECT * FROM ${table}`);
  db.exec(`DROP TABLE ${table}`);
  db.exec(`ALTER TABLE ${tmp} RENAME TO ${table}`);
  for (const i of indexes) db.exec(i.sql);
}

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'market data',
    sql: `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE calendar (date TEXT PRIMARY KEY, is_open INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE companies (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE funds (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, initials TEXT NOT NULL, em_type TEXT NOT NULL,
  company_id INTEGER, snapshot TEXT
) WITHOUT ROWID;
CREATE TABLE nav (code TEXT NOT NULL, date TEXT NOT NULL, nav INTEGER NOT NULL, PRIMARY KEY (code, date)) WITHOUT ROWID;
CREATE TABLE csi300 (date TEXT PRIMARY KEY, close INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE bao_yield (date TEXT PRIMARY KEY, tenthou TEXT NOT NULL, seven TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE banks (id INTEGER PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL,
  single_limit INTEGER NOT NULL, single_day_limit INTEGER NOT NULL, status INTEGER NOT NULL DEFAULT 1, note TEXT NOT NULL DEFAULT '');
CREATE TABLE bank_bins (prefix TEXT NOT NULL, bank_id INTEGER NOT NULL, card_type TEXT NOT NULL, length INTEGER NOT NULL);
CREATE INDEX bank_bins_prefix ON bank_bins(prefix);
CREATE TABLE managers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, company_id INTEGER, tenure_days INTEGER NOT NULL,
  best_return TEXT NOT NULL, aum TEXT NOT NULL, fund_codes TEXT NOT NULL, em_id TEXT);
CREATE TABLE regions (code TEXT PRIMARY KEY, name TEXT NOT NULL, parent TEXT, level INTEGER NOT NULL) WITHOUT ROWID;
`,
  },
  {
    id: 2,
    name: 'accounts',
    sql: `
CREATE TABLE users (
  id INTEGER PRIMARY KEY, mobile TEXT NOT NULL UNIQUE, username TEXT NOT NULL, password_hash TEXT,
  created_at TEXT NOT NULL, from_ad TEXT, from_wd TEXT, invite_code TEXT,
  trade_password_hash TEXT, trade_password_fails INTEGER NOT NULL DEFAULT 0, trade_password_locked_until INTEGER NOT NULL DEFAULT 0,
  private_fund_qualified INTEGER NOT NULL DEFAULT 0, settings TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE tokens (token TEXT PRIMARY KEY, user_id INTEGER NOT NULL, created_at TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE captchas (id INTEGER PRIMARY KEY, mobile TEXT NOT NULL, code TEXT NOT NULL, sent_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE INDEX captchas_mobile ON captchas(mobile, sent_at);
CREATE TABLE identities (user_id INTEGER PRIMARY KEY, real_name TEXT NOT NULL, id_card_no TEXT NOT NULL, status INTEGER NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE bank_cards (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, bank_id INTEGER NOT NULL, card_no TEXT NOT NULL, card_type TEXT NOT NULL,
  mobile TEXT, is_default INTEGER NOT NULL DEFAULT 0, status INTEGER NOT NULL DEFAULT 1, created_at TEXT NOT NULL,
  UNIQUE (user_id, card_no)
);
CREATE TABLE card_ledger (id INTEGER PRIMARY KEY, card_id INTEGER NOT NULL, trade_id INTEGER, amount TEXT NOT NULL, at TEXT NOT NULL, note TEXT NOT NULL);
CREATE TABLE risk_tests (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, answers TEXT NOT NULL, score INTEGER NOT NULL,
  risk_type INTEGER NOT NULL, tested_at TEXT NOT NULL, kind TEXT NOT NULL DEFAULT 'fund');
CREATE INDEX risk_tests_user ON risk_tests(user_id, tested_at);
CREATE TABLE risk_confirms (user_id INTEGER NOT NULL, target TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (user_id, target)) WITHOUT ROWID;
`,
  },
  {
    id: 3,
    name: 'trading',
    sql: `
CREATE TABLE trades (
  id INTEGER PRIMARY KEY, serial_number TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL, kind TEXT NOT NULL,
  fund_code TEXT NOT NULL, direction INTEGER NOT NULL, status INTEGER NOT NULL,
  amount TEXT, shares TEXT, amount_confirm TEXT, shares_confirm TEXT, fare TEXT, fare_ratio TEXT, discount_rate TEXT,
  net_value TEXT, apply_at TEXT NOT NULL, trade_date TEXT NOT NULL, confirm_date TEXT NOT NULL,
  bank_card_id INTEGER, fixed_investment_id INTEGER, portfolio_trade_id INTEGER, divi_type INTEGER,
  idempotency_key TEXT, request_hash TEXT, confirmed_at TEXT, undone_at TEXT, source TEXT NOT NULL DEFAULT 'app',
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX trades_user ON trades(user_id, id);
CREATE INDEX trades_pending ON trades(status, confirm_date);
CREATE UNIQUE INDEX trades_fixed_date ON trades(fixed_investment_id, trade_date) WHERE fixed_investment_id IS NOT NULL;
CREATE TABLE fixed_investments (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, fund_code TEXT NOT NULL, bank_card_id INTEGER NOT NULL, amount TEXT NOT NULL,
  period_unit INTEGER NOT NULL, trade_day INTEGER NOT NULL, first_date TEXT NOT NULL, next_date TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0, sign_date TEXT NOT NULL, end_date TEXT, protocol_no TEXT NOT NULL, idempotency_key TEXT, request_hash TEXT,
  UNIQUE (user_id, idempotency_key)
);
CREATE TABLE divi_types (user_id INTEGER NOT NULL, fund_code TEXT NOT NULL, divi_type INTEGER NOT NULL, changed_at TEXT NOT NULL,
  PRIMARY KEY (user_id, fund_code)) WITHOUT ROWID;
CREATE TABLE bao_income (user_id INTEGER NOT NULL, date TEXT NOT NULL, shares TEXT NOT NULL, income TEXT NOT NULL,
  PRIMARY KEY (user_id, date)) WITHOUT ROWID;
CREATE TABLE follows (user_id INTEGER NOT NULL, kind TEXT NOT NULL, target TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, kind, target)) WITHOUT ROWID;
CREATE TABLE coupons (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, name TEXT NOT NULL, amount TEXT NOT NULL,
  expense_min TEXT NOT NULL, apply_business TEXT NOT NULL, effective_to TEXT NOT NULL, used_trade_id INTEGER, created_at TEXT NOT NULL);
CREATE TABLE jobs (name TEXT PRIMARY KEY, last_date TEXT NOT NULL) WITHOUT ROWID;
`,
  },
  {
    id: 4,
    name: 'trade amounts in cents for the bank day limit',
    sql: `
ALTER TABLE trades ADD COLUMN amount_cents INTEGER;
CREATE INDEX trades_card_day ON trades(bank_card_id, apply_at);
`,
  },
  {
    id: 5,
    name: 'portfolio trades',
    sql: `
CREATE TABLE portfolio_trades (
  id INTEGER PRIMARY KEY, serial_number TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL, portfolio_id INTEGER NOT NULL,
  direction INTEGER NOT NULL, amount TEXT NOT NULL, fare TEXT NOT NULL, apply_at TEXT NOT NULL, trade_date TEXT NOT NULL,
  confirm_date TEXT NOT NULL, bank_card_id INTEGER NOT NULL, idempotency_key TEXT, request_hash TEXT, undone_at TEXT,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX portfolio_trades_user ON portfolio_trades(user_id, portfolio_id);
CREATE INDEX trades_portfolio ON trades(portfolio_trade_id);
`,
  },
  {
    id: 6,
    name: 'NAV series as blobs (fast start)',
    sql: `CREATE TABLE nav_series (code TEXT PRIMARY KEY, days BLOB NOT NULL, navs BLOB NOT NULL) WITHOUT ROWID;`,
  },
  {
    id: 7,
    name: 'AUTOINCREMENT ids for users, cards, orders, plans and coupons (rows kept)',
    run: (db) => {
      for (const t of AUTOINCREMENT_TABLES) rebuildWithAutoincrement(db, t);
    },
  },
  {
    id: 8,
    name: 'the ledger of money, coins and coupons (src/domain/ledger.ts); coupons granted so far',
    sql: `
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  asset TEXT NOT NULL CHECK (asset IN ('wallet', 'cash', 'coins', 'coupon')),
  units INTEGER NOT NULL CHECK (units <> 0),
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  coupon_id INTEGER,
  ref TEXT,
  idempotency_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX ledger_user_asset ON ledger(user_id, asset, id);
CREATE INDEX ledger_coupon ON ledger(coupon_id) WHERE coupon_id IS NOT NULL;
CREATE TRIGGER ledger_append_only BEFORE UPDATE ON ledger
BEGIN SELECT RAISE(ABORT, 'ledger rows are never updated'); END;
INSERT INTO ledger (user_id, asset, units, kind, title, coupon_id, ref, idempotency_key, created_at)
  SELECT user_id, 'coupon', 1, 'coupon_grant', name, id, NULL, 'coupon_grant:' || id, created_at FROM coupons;
INSERT INTO ledger (user_id, asset, units, kind, title, coupon_id, ref, idempotency_key, created_at)
  SELECT user_id, 'coupon', -1, 'coupon_use', name, id, 'trade:' || used_trade_id,
         'coupon_use:' || id || ':trade:' || used_trade_id, created_at
  FROM coupons WHERE used_trade_id IS NOT NULL;
`,
  },
  {
    id: 9,
    name: 'sessions: access-token expiry and revocation, rotated refresh tokens',
    sql: `ALTER TABLE tokens ADD COLUMN expires_at INTEGER;
ALTER TABLE tokens ADD COLUMN family TEXT;
ALTER TABLE tokens ADD COLUMN revoked_at INTEGER;
CREATE INDEX tokens_family ON tokens (family);
CREATE INDEX tokens_user ON tokens (user_id);
CREATE TABLE refresh_tokens (token TEXT PRIMARY KEY, family TEXT NOT NULL, user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER, revoked_at INTEGER) WITHOUT ROWID;
CREATE INDEX refresh_tokens_family ON refresh_tokens (family);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);`,
  },
  {
    id: 10,
    name: 'total-return adjustments of the NAV series; the market tables are seeded again',
    run: (db) => {
      db.exec('ALTER TABLE nav_series ADD COLUMN adj BLOB');
      // a database seeded before holds the old fund set: empty the market tables so that
      // openDb seeds them again from seed/seed.json.gz (user data is kept)
      for (const t of MARKET_TABLES) db.exec(`DELETE FROM ${t}`);
      db.exec("DELETE FROM meta WHERE key IN ('seeded_at', 'bao_shift_days', 'nav_sources')");
    },
  },
  {
    id: 11,
    name: 'idempotent replies: the answer to each Idempotency-Key, kept by the dispatcher',
    sql: `CREATE TABLE idempotent_replies (
  user_id INTEGER NOT NULL, idempotency_key TEXT NOT NULL, request_hash TEXT NOT NULL,
  status INTEGER, body TEXT, created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
) WITHOUT ROWID;`,
  },
  {
    id: 12,
    name: 'fund switching: the two legs of a 基金转换 point at each other',
    sql: `ALTER TABLE trades ADD COLUMN switch_pair_id INTEGER;`,
  },
  {
    id: 13,
    name: 'dividends paid to holders: one row per holding (user, fund, card) and ex-date, with its trade',
    sql: `CREATE TABLE dividends (
  user_id INTEGER NOT NULL, fund_code TEXT NOT NULL, card_id INTEGER NOT NULL, ex_date TEXT NOT NULL,
  shares TEXT NOT NULL, per_unit TEXT NOT NULL, source TEXT NOT NULL, trade_id INTEGER NOT NULL,
  PRIMARY KEY (user_id, fund_code, card_id, ex_date)
) WITHOUT ROWID;
CREATE UNIQUE INDEX dividends_trade ON dividends(trade_id);`,
  },
];

/**
 * The market data and sandbox-authored tables of these migrations: `/__sandbox/reset` keeps them.
 * Every other table is user data (see {@link USER_TABLES}) or bookkeeping.
 */
export const MARKET_TABLES = [
  'calendar',
  'companies',
  'funds',
  'nav',
  'csi300',
  'bao_yield',
  'banks',
  'bank_bins',
  'managers',
  'regions',
  'nav_series',
] as const;

/** The user-data tables of these migrations; `/__sandbox/reset` empties them. */
export const USER_TABLES = [
  'users',
  'idempotent_replies',
  'tokens',
  'refresh_tokens',
  'captchas',
  'identities',
  'bank_cards',
  'card_ledger',
  'risk_tests',
  'risk_confirms',
  'trades',
  'fixed_investments',
  'divi_types',
  'bao_income',
  'follows',
  'coupons',
  'jobs',
  'portfolio_trades',
  'ledger',
  'dividends',
] as const;

/** Bookkeeping tables: applied steps and `meta` (seeded_at; reset drops only the dev clock). */
export const BOOKKEEPING_TABLES = ['migrations', 'area_migrations', 'meta'] as const;

/** Applies the migrations that have not run yet. Returns the names of those applied. */
export function migrate(db: Database): string[] {
  db.exec(
    `CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
  );
  const done = new Set(
    (db.prepare('SELECT id FROM migrations').all() as { id: number }[]).map((r) => r.id),
  );
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      if (m.sql) db.exec(m.sql);
      m.run?.(db);
      db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)').run(
        m.id,
        m.name,
        new Date().toISOString(),
      );
    })();
    applied.push(m.name);
  }
  return applied;
}
