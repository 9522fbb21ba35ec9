import type { AreaMigration } from '../define';

/**
 * The portfolios area's tables. Portfolio orders (`portfolio_trades`) and their fund legs
 * (`trades.portfolio_trade_id`) were created by the core migration 5 (the fund trading domain
 * reads them when a leg is confirmed); this area adds its columns to them.
 */
export const MIGRATIONS: AreaMigration[] = [
  {
    id: 1,
    name: 'portfolios, positions, adjustments, advisors, advisor risk tests, advisory fees',
    sql: `
CREATE TABLE portfolios (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  strategy TEXT NOT NULL DEFAULT '',
  topic TEXT NOT NULL DEFAULT 'xds',
  amount_min_buy TEXT NOT NULL,
  manage_fare TEXT NOT NULL,
  found_date TEXT NOT NULL,
  store_id INTEGER,
  share_title TEXT,
  share_description TEXT,
  share_image TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX portfolios_user ON portfolios(user_id);
CREATE TABLE portfolio_positions (
  portfolio_id INTEGER NOT NULL, fund_code TEXT NOT NULL, percent INTEGER NOT NULL, seq INTEGER NOT NULL,
  PRIMARY KEY (portfolio_id, fund_code)
) WITHOUT ROWID;
CREATE TABLE position_adjustments (
  id INTEGER PRIMARY KEY AUTOINCREMENT, portfolio_id INTEGER NOT NULL, user_id INTEGER NOT NULL,
  reason TEXT, created_at TEXT NOT NULL, effective_date TEXT NOT NULL, positions TEXT NOT NULL
);
CREATE INDEX position_adjustments_portfolio ON position_adjustments(portfolio_id, id);
CREATE TABLE portfolio_advisors (user_id INTEGER PRIMARY KEY, created_at TEXT NOT NULL);
CREATE TABLE advisor_risk_tests (
  user_id INTEGER NOT NULL, portfolio_id INTEGER NOT NULL, answers TEXT NOT NULL, score INTEGER NOT NULL,
  risk_type INTEGER NOT NULL, tested_at TEXT NOT NULL, PRIMARY KEY (user_id, portfolio_id)
) WITHOUT ROWID;
CREATE TABLE portfolio_manage_fares (
  user_id INTEGER NOT NULL, portfolio_id INTEGER NOT NULL, date TEXT NOT NULL, worth TEXT NOT NULL,
  fare TEXT NOT NULL, PRIMARY KEY (user_id, portfolio_id, date)
) WITHOUT ROWID;
ALTER TABLE portfolio_trades ADD COLUMN bao_trade_id INTEGER;
ALTER TABLE portfolio_trades ADD COLUMN adjustment_id INTEGER;
ALTER TABLE portfolio_trades ADD COLUMN coupon_id INTEGER;
ALTER TABLE portfolio_trades ADD COLUMN status INTEGER;
`,
  },
];

/** What `/__sandbox/reset` empties (the model portfolios are put back on the next request). */
export const USER_TABLES = [
  'portfolio_trades',
  'portfolios',
  'portfolio_positions',
  'position_adjustments',
  'portfolio_advisors',
  'advisor_risk_tests',
  'portfolio_manage_fares',
];
