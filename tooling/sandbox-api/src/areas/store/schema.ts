/** The store area's tables (README "Store"). */
import type { AreaMigration } from '../define';

export const MIGRATIONS: AreaMigration[] = [
  {
    id: 1,
    name: 'stores, follows, timeline, likes, portfolio order, withdrawal ledger',
    sql: `
CREATE TABLE stores (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL UNIQUE, name TEXT NOT NULL,
  description TEXT, real_name TEXT, qualification TEXT, status INTEGER NOT NULL,
  applied_at TEXT NOT NULL, approve_due_at INTEGER NOT NULL, approved_at TEXT
);
CREATE TABLE store_follows (
  user_id INTEGER NOT NULL, store_id INTEGER NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, store_id)
);
CREATE TABLE store_timeline (
  id INTEGER PRIMARY KEY AUTOINCREMENT, store_id INTEGER NOT NULL, title TEXT, text TEXT NOT NULL,
  portfolio_id INTEGER, position_adjustment_id INTEGER, created_at TEXT NOT NULL
);
CREATE TABLE store_timeline_likes (
  item_id INTEGER NOT NULL, user_id INTEGER NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (item_id, user_id)
);
CREATE TABLE store_portfolio_order (
  store_id INTEGER NOT NULL, portfolio_id INTEGER NOT NULL, seq INTEGER NOT NULL,
  PRIMARY KEY (store_id, portfolio_id)
);
CREATE TABLE store_withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, amount TEXT NOT NULL,
  bank_card_id INTEGER NOT NULL, created_at TEXT NOT NULL, arrive_date TEXT NOT NULL,
  idempotency_key TEXT NOT NULL, request_hash TEXT NOT NULL, UNIQUE (user_id, idempotency_key)
);
CREATE TRIGGER store_withdrawals_append_only_u BEFORE UPDATE ON store_withdrawals
  BEGIN SELECT RAISE(ABORT, 'store_withdrawals is append-only'); END;
`,
  },
];

export const USER_TABLES = [
  'stores',
  'store_follows',
  'store_timeline',
  'store_timeline_likes',
  'store_portfolio_order',
  'store_withdrawals',
];
