import Database from 'better-sqlite3';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid, advisorRiskTest } from './helpers';
import type { SandboxApp } from '../index';
import {
  AUTOINCREMENT_TABLES,
  BOOKKEEPING_TABLES,
  MARKET_TABLES,
  MIGRATIONS,
  USER_TABLES,
  migrate,
} from '../db/migrations';
import { AREAS } from '../areas/index';
import { areaMarketTables, areaUserTables } from '../areas/runtime';

const count = (sb: SandboxApp, t: string) =>
  (sb.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n;

/** Every table of the database, from sqlite_master (SQLite's own tables aside). */
const tablesOf = (sb: SandboxApp) =>
  (
    sb.ctx.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[]
  ).map((r) => r.name);

const MARKET = new Set<string>([...MARKET_TABLES, ...areaMarketTables(AREAS)]);
const KEPT = new Set<string>([...MARKET, ...BOOKKEEPING_TABLES]);

describe('/__sandbox/reset empties every user table and keeps the market data', () => {
  let sb: SandboxApp;
  let c: Client;
  let oldUser: number;
  const before = new Map<string, number>();
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    const acc = await openAccount(c, '13300133001');
    oldUser = acc.userId;
    const pay = { bank_card_id: acc.cardId, password: '135790' };
    expect((await advisorRiskTest(c, 2)).status).toBe(200);
    for (const [path, body] of [
      ['/funds/buy/', { symbol: '000001', amount: '1000.00', ...pay }],
      ['/funds/bao/buy/', { amount: '1000.00', ...pay }],
      ['/funds/fund_portfolios/buy/', { fund_portfolio_id: 2, amount: '10000.00', ...pay }],
      [
        '/funds/fixed_investment/',
        { symbol: '000001', amount: '100.00', period_unit: 0, trade_day: 8, ...pay },
      ],
    ] as const)
      expect((await c.post(path, body, { 'Idempotency-Key': uuid() })).status).toBe(200);
    await c.post('/symbols/1/follow/');
    await c.post('/store/social_bindings/', { provider: 'qq', code: 'x' });
    await c.post('/funds/notice_mark/mark/', { code: 'welcome' });
    await c.post('/support/faq_feedbacks/', { faq_id: 1, useful: true });
    await c.post('/funds/risk_disclosure/', { disclosure_id: 1, password: '135790' });
    const png = new PNG({ width: 8, height: 8 });
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(PNG.sync.write(png))]), 'a.png');
    const up = await sb.fetch(
      new Request('http://127.0.0.1:8787/api/v1/accounts/avatar/', {
        method: 'POST',
        headers: {
          cookie: `csrftoken=${c.cookie}`,
          'x-csrftoken': c.cookie,
          authorization: `Bearer ${c.token}`,
        },
        body: form,
      }),
    );
    expect(up.status).toBe(200);
    await c.post('/__sandbox/clock', { now: '2026-04-23T10:00:00+08:00' });
    for (const t of tablesOf(sb)) before.set(t, count(sb, t));
    expect((await c.post('/__sandbox/reset', {})).status).toBe(200);
  });
  afterAll(() => sb.close());

  it('declares every table of the database as market data, user data or bookkeeping', () => {
    const user = new Set<string>([...USER_TABLES, ...areaUserTables(AREAS)]);
    const undeclared = tablesOf(sb).filter((t) => !KEPT.has(t) && !user.has(t));
    expect(undeclared).toEqual([]);
    expect([...user].filter((t) => KEPT.has(t))).toEqual([]);
  });

  it('had user rows in the tables the flows write, portfolio_trades included', () => {
    for (const t of [
      'users',
      'trades',
      'portfolio_trades',
      'fixed_investments',
      'bao_income',
      'avatars',
      'social_bindings',
      'notice_marks',
      'faq_feedbacks',
      'risk_disclosure_signs',
    ])
      expect(before.get(t), t).toBeGreaterThan(0);
  });

  it('leaves every table that is not market data or bookkeeping empty', () => {
    const left = tablesOf(sb)
      .filter((t) => !KEPT.has(t))
      .map((t) => [t, count(sb, t)] as const)
      .filter(([, n]) => n > 0);
    expect(left).toEqual([]);
  });

  it('keeps every market-data table as it was', () => {
    for (const t of MARKET) expect(count(sb, t), t).toBe(before.get(t));
    expect(count(sb, 'funds')).toBeGreaterThan(0);
  });

  it('gives a user who signs up after the reset a new id and none of the old orders', async () => {
    const fresh = new Client(sb);
    const { userId } = await openAccount(fresh, '13300133002');
    expect(userId).toBeGreaterThan(oldUser);
    const portfolios = (await fresh.get('/funds/fund_portfolios/mine/')).body;
    expect(portfolios.results).toEqual([]);
    expect(portfolios.worth_value).toBe('0.00');
    expect((await fresh.get('/funds/trades/')).body.total_count).toBe(0);
  });
});

describe('migration 7 makes the referenced ids AUTOINCREMENT and keeps the rows', () => {
  it('rebuilds the tables of a database made by migrations 1-6 without losing data or indexes', () => {
    const db = new Database(':memory:');
    db.exec(
      'CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const m of MIGRATIONS.filter((x) => x.id <= 6)) {
      db.exec(m.sql!);
      db.prepare("INSERT INTO migrations VALUES (?, ?, 'then')").run(m.id, m.name);
    }
    db.prepare(
      "INSERT INTO users (id, mobile, username, created_at) VALUES (1, '13800000001', 'a', 't'), (2, '13800000002', 'b', 't')",
    ).run();
    db.prepare(
      "INSERT INTO trades (id, serial_number, user_id, kind, fund_code, direction, status, apply_at, trade_date, confirm_date, amount_cents) VALUES (5, 'S5', 2, 'fund', '000001', 0, 0, 't', 'd', 'd', 100000)",
    ).run();
    expect(migrate(db)).toEqual(MIGRATIONS.filter((m) => m.id >= 7).map((m) => m.name));
    for (const t of AUTOINCREMENT_TABLES) {
      const { sql } = db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(t) as {
        sql: string;
      };
      expect(sql, t).toMatch(/id INTEGER PRIMARY KEY AUTOINCREMENT/);
    }
    expect(db.prepare('SELECT user_id, amount_cents FROM trades WHERE id = 5').get()).toEqual({
      user_id: 2,
      amount_cents: 100000,
    });
    const indexes = (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'trades'")
        .all() as {
        name: string;
      }[]
    ).map((r) => r.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'trades_user',
        'trades_pending',
        'trades_fixed_date',
        'trades_card_day',
      ]),
    );
    // the highest id is never handed out again, even after its row is gone
    db.prepare('DELETE FROM users WHERE id = 2').run();
    const next = db
      .prepare("INSERT INTO users (mobile, username, created_at) VALUES ('13800000003', 'c', 't')")
      .run();
    expect(Number(next.lastInsertRowid)).toBe(3);
    db.close();
  });
});
