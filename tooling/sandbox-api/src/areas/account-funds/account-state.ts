/**
 * What the account's own reads keep between calls, so that holdings, assets and daily income cost
 * the same however long the user's trade log is (README "Account funds: holdings, income and trade
 * records", "Cost per read"):
 *
 * - **The account version**: a counter in `account_versions`, moved by triggers on every insert,
 *   update and delete of the user's rows that the reads show: `trades` (any status: pending buys
 *   and sells are in the holdings), `dividends`, `bao_income`, `fixed_investments` (a holding's 定投 flag),
 *   `bank_cards` and `identities` (a record's card); read by its primary key.
 * - **Kept values**, per user, keyed by the read (`fund-holdings`, `income|<code>`, a trade-record
 *   page…): computed once per (version, NAV date, today) and dropped when any of the three moves.
 *
 * Kept per sandbox context for at most {@link MAX_ACCOUNTS} users (the least recently read dropped
 * first) and {@link MAX_VALUES} values per user. The schema also holds the two indexes of the
 * trade-record list and of a fund's log.
 */
import type { Ctx } from '../../ctx';
import { RawJson } from '../../http/registry';
import type { AreaMigration } from '../define';

/** Users whose values are kept per context. */
export const MAX_ACCOUNTS = 1000;
/** Values kept per user (trade-record pages vary with the page and filters asked). */
export const MAX_VALUES = 64;

const bump = (who: 'NEW' | 'OLD') =>
  `INSERT INTO account_versions (user_id, version) VALUES (${who}.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET version = version + 1;`;

const triggers = (table: string) => `
CREATE TRIGGER account_version_${table}_insert AFTER INSERT ON ${table} BEGIN ${bump('NEW')} END;
CREATE TRIGGER account_version_${table}_update AFTER UPDATE ON ${table} BEGIN ${bump('NEW')} ${bump('OLD')} END;
CREATE TRIGGER account_version_${table}_delete AFTER DELETE ON ${table} BEGIN ${bump('OLD')} END;`;

/**
 * The account version's table and triggers, and the indexes of a user's trades outside portfolios:
 * the record list's order (`kind`, `apply_at`, `id`) and a fund's log (`fund_code`, then rowid).
 */
export const ACCOUNT_MIGRATION: AreaMigration = {
  id: 2,
  name: 'account_versions',
  sql: `
CREATE INDEX trades_user_list ON trades(user_id, kind, apply_at, id) WHERE portfolio_trade_id IS NULL;
CREATE INDEX trades_user_fund ON trades(user_id, fund_code) WHERE portfolio_trade_id IS NULL;
CREATE TABLE account_versions (user_id INTEGER PRIMARY KEY, version INTEGER NOT NULL);
${['trades', 'dividends', 'bao_income', 'fixed_investments', 'bank_cards', 'identities'].map(triggers).join('')}`,
};

interface Account {
  /** `version|navDate|today` the values were computed for. */
  stamp: string;
  values: Map<string, unknown>;
}

const kept = new WeakMap<Ctx, Map<number, Account>>();

/** The version of the user's trades and bao income (0 before any): one primary-key read. */
export function accountVersion(ctx: Ctx, userId: number): number {
  const r = ctx.q('SELECT version FROM account_versions WHERE user_id = ?').get(userId) as
    { version: number } | undefined;
  return r?.version ?? 0;
}

/**
 * The value of `key` for the user, computed by `compute` once per version of their trades and bao
 * income, NAV date and day. `key` must hold every parameter of the value. The value is shared by
 * later reads: callers must not change it. An error thrown is not kept.
 */
export function keptAccount<T>(ctx: Ctx, userId: number, key: string, compute: () => T): T {
  let users = kept.get(ctx);
  if (!users) kept.set(ctx, (users = new Map()));
  const stamp = `${accountVersion(ctx, userId)}|${ctx.navDate()}|${ctx.today()}`;
  let a = users.get(userId);
  if (a) users.delete(userId); // re-inserted below: the Map's order is the reading order
  if (!a || a.stamp !== stamp) a = { stamp, values: new Map() };
  users.set(userId, a);
  for (const id of users.keys()) {
    if (users.size <= MAX_ACCOUNTS) break;
    users.delete(id);
  }
  if (a.values.has(key)) return a.values.get(key) as T;
  const v = compute();
  if (a.values.size >= MAX_VALUES) a.values.clear();
  a.values.set(key, v);
  return v;
}

/** An answer kept serialised like {@link keptAccount} values (`key` names the operation too). */
export function keptAccountJson(
  ctx: Ctx,
  userId: number,
  key: string,
  compute: () => unknown,
): RawJson {
  return keptAccount(ctx, userId, `json|${key}`, () => new RawJson(JSON.stringify(compute())));
}

/** Drops everything kept for the context: the next reads replay every trade log. */
export function forgetAccounts(ctx: Ctx): void {
  kept.delete(ctx);
}
