/**
 * The rewards wallet (spec 001 §7 Wallet): balance and account changes read from the ledger,
 * withdrawal to a bound card with the trade password. A withdrawal is debited from the ledger in
 * the same transaction that records it, so two concurrent withdrawals of the whole balance make one.
 */
import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import type { CardRow, Ctx } from '../../ctx';
import { bad, HttpError } from '../../http/errors';
import { idempotencyKey, paginate, uid, type Req } from '../../http/registry';
import { balanceOf, debit, fenToYuan, toFen } from '../../domain/ledger';
import { cardJson } from '../../domain/serializers';
import { checkTradePassword } from '../../domain/trade-password';

type Schemas = components['schemas'];

/** The withdrawals table (area migration coins-wallet/1). */
export const WITHDRAWALS_SQL = `
CREATE TABLE wallet_withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
  bank_card_id INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  arrive_date TEXT NOT NULL,
  arrived_at TEXT,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX wallet_withdrawals_due ON wallet_withdrawals(status, arrive_date);
`;

/** Smallest withdrawal, in fen (1.00 元). */
export const WITHDRAW_MIN_FEN = 100;

interface WithdrawalRow {
  id: number;
  user_id: number;
  amount_fen: number;
  bank_card_id: number;
  status: number;
  created_at: string;
  arrive_date: string;
  arrived_at: string | null;
  idempotency_key: string;
  request_hash: string;
}

function withdrawingFen(ctx: Ctx, userId: number): number {
  return (
    ctx
      .q(
        'SELECT COALESCE(SUM(amount_fen), 0) AS s FROM wallet_withdrawals WHERE user_id = ? AND status = 0',
      )
      .get(userId) as { s: number }
  ).s;
}

/** The wallet of a user: `balance` is the ledger sum (withdrawals in progress are already out of it). */
export function walletJson(ctx: Ctx, userId: number): Schemas['Wallet'] {
  const balance = balanceOf(ctx, userId, 'wallet');
  return {
    balance: fenToYuan(balance),
    available: fenToYuan(balance),
    frozen: '0.00',
    withdrawing: fenToYuan(withdrawingFen(ctx, userId)),
  };
}

/** Every movement of the wallet, newest first, with the balance after it. */
export function walletChanges(
  ctx: Ctx,
  userId: number,
  page: number,
  pageSize: number,
): Schemas['WalletChangePage'] {
  const rows = ctx
    .q(
      "SELECT id, title, kind, units, created_at, SUM(units) OVER (ORDER BY id) AS after FROM ledger WHERE user_id = ? AND asset = 'wallet' ORDER BY id DESC",
    )
    .all(userId) as {
    id: number;
    title: string;
    kind: string;
    units: number;
    created_at: string;
    after: number;
  }[];
  const p = paginate(rows, page, pageSize);
  return {
    ...p,
    results: p.results.map((r) => ({
      id: r.id,
      title: r.title,
      amount: fenToYuan(r.units),
      balance: fenToYuan(r.after),
      created_at: r.created_at,
      type: r.kind,
    })),
  };
}

function withdrawalJson(ctx: Ctx, w: WithdrawalRow, origin: string): Schemas['Withdrawal'] {
  const card = ctx.q('SELECT * FROM bank_cards WHERE id = ?').get(w.bank_card_id) as CardRow;
  return {
    id: w.id,
    amount: fenToYuan(w.amount_fen),
    fare: '0.00',
    status: w.status as 0 | 1 | 2,
    bank_card: cardJson(ctx, card, origin) as Schemas['BankCard'],
    created_at: w.created_at,
    arrive_date: w.arrive_date,
  };
}

function hashOf(body: { amount: string; bank_card_id: number }): string {
  return createHash('sha256')
    .update(JSON.stringify([new Decimal(body.amount).toFixed(2), body.bank_card_id]))
    .digest('hex');
}

/**
 * POST /wallets/withdraw/: checks the trade password, then in one transaction refuses an amount
 * above the ledger balance (钱包余额不足) and records the withdrawal with its ledger debit. The same
 * Idempotency-Key answers the same withdrawal; with another body it is refused (409).
 */
export async function withdraw(
  req: Req<'POST /wallets/withdraw/'>,
): Promise<Schemas['Withdrawal']> {
  const { ctx, body } = req;
  const userId = uid(req);
  const key = idempotencyKey(req);
  const amount = new Decimal(body.amount);
  const hash = hashOf(body);
  const prior = ctx
    .q('SELECT * FROM wallet_withdrawals WHERE user_id = ? AND idempotency_key = ?')
    .get(userId, key) as WithdrawalRow | undefined;
  if (prior) {
    if (prior.request_hash !== hash)
      throw new HttpError(409, { idempotency_key: ['该请求标识已用于另一笔提现'] });
    return withdrawalJson(ctx, prior, req.origin);
  }
  if (amount.lte(0)) throw bad('amount', '请输入正确的金额');
  const fen = toFen(amount);
  if (fen < WITHDRAW_MIN_FEN) throw bad('amount', `最低提现${fenToYuan(WITHDRAW_MIN_FEN)}元`);
  const card = ctx.s.card.get(body.bank_card_id, userId) as CardRow | undefined;
  if (!card) throw bad('bank_card_id', '银行卡不存在');
  if (card.status !== 1) throw bad('bank_card_id', '该银行卡暂不可用，请选择其他银行卡');
  await checkTradePassword(ctx, userId, String(body.password));
  const run = ctx.db.transaction((): WithdrawalRow => {
    // a concurrent request with the same key may have won while the password was checked
    const again = ctx
      .q('SELECT * FROM wallet_withdrawals WHERE user_id = ? AND idempotency_key = ?')
      .get(userId, key) as WithdrawalRow | undefined;
    if (again) {
      if (again.request_hash !== hash)
        throw new HttpError(409, { idempotency_key: ['该请求标识已用于另一笔提现'] });
      return again;
    }
    const balance = balanceOf(ctx, userId, 'wallet');
    if (balance < fen) throw bad('amount', `钱包余额不足，当前可提现${fenToYuan(balance)}元`);
    const today = ctx.today();
    const info = ctx
      .q(
        'INSERT INTO wallet_withdrawals (user_id, amount_fen, bank_card_id, status, created_at, arrive_date, idempotency_key, request_hash) VALUES (?, ?, ?, 0, ?, ?, ?, ?)',
      )
      .run(userId, fen, card.id, ctx.nowIso(), ctx.market.calendar.next(today), key, hash);
    const id = Number(info.lastInsertRowid);
    debit(
      ctx,
      {
        userId,
        asset: 'wallet',
        units: fen,
        kind: 'withdraw',
        title: `提现至${bankName(ctx, card)}（尾号${card.card_no.slice(-4)}）`,
        ref: `withdrawal:${id}`,
        key: `withdraw:${key}`,
      },
      'amount',
      '钱包余额不足',
    );
    return ctx.q('SELECT * FROM wallet_withdrawals WHERE id = ?').get(id) as WithdrawalRow;
  });
  return withdrawalJson(ctx, run.immediate(), req.origin);
}

function bankName(ctx: Ctx, card: CardRow): string {
  return (ctx.s.bank.get(card.bank_id) as { name: string }).name;
}

/** Withdrawals reach the card on the next trading day: marked done and written to the card's ledger. */
export function settleWithdrawals(ctx: Ctx, today: string): number {
  const due = ctx
    .q('SELECT * FROM wallet_withdrawals WHERE status = 0 AND arrive_date <= ?')
    .all(today) as WithdrawalRow[];
  for (const w of due) {
    ctx
      .q('UPDATE wallet_withdrawals SET status = 1, arrived_at = ? WHERE id = ?')
      .run(ctx.nowIso(), w.id);
    ctx
      .q('INSERT INTO card_ledger (card_id, trade_id, amount, at, note) VALUES (?, NULL, ?, ?, ?)')
      .run(w.bank_card_id, fenToYuan(w.amount_fen), ctx.nowIso(), '钱包提现到账');
  }
  return due.length;
}
