/**
 * The cash account for paid services and its recharge (spec 001 §7 Cash and payment). The
 * balance is the ledger's `cash` rows. The sandbox has no payment channel: a recharge order is
 * settled at once as if paid (README), so the flow recharge -> subscribe can be exercised.
 */
import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import { bad, HttpError } from '../../http/errors';
import { idempotencyKey, uid, type ReqBase, type Req } from '../../http/registry';
import { appendMovement, balanceOf, fenToYuan, movementByKey, toFen } from '../../domain/ledger';

type Schemas = components['schemas'];

export const PAYMENT_SQL = `
CREATE TABLE payment_orders (
  order_no TEXT PRIMARY KEY, user_id INTEGER NOT NULL, amount_fen INTEGER NOT NULL, channel TEXT NOT NULL,
  product_code TEXT, status INTEGER NOT NULL, created_at TEXT NOT NULL, idempotency_key TEXT NOT NULL,
  UNIQUE (user_id, idempotency_key)
) WITHOUT ROWID;
`;

/** Prices written for the sandbox, by code (README). */
export const PRICES: Record<string, Schemas['PaymentPrice']> = {
  weixin_web: {
    code: 'weixin_web',
    name: '量化高级因子（30天，微信支付）',
    price: '30.00',
    original_price: '50.00',
  },
};

/** Most one recharge takes, yuan. */
export const RECHARGE_MAX = '50000.00';

/** GET /cash/account/mine/ */
export function cashAccount(req: ReqBase): Schemas['CashAccount'] {
  const b = fenToYuan(balanceOf(req.ctx, uid(req), 'cash'));
  return { balance: b, frozen: '0.00', available: b };
}

/** GET /payment/price/?code= */
export function price(req: Req<'GET /payment/price/'>): Schemas['PaymentPrice'] {
  const p = PRICES[String(req.query.code)];
  if (!p) throw bad('code', '不支持的支付方式');
  return p;
}

/** POST /payment/recharge/: one order per Idempotency-Key, credited to the cash account at once. */
export function recharge(req: Req<'POST /payment/recharge/'>): Schemas['PaymentOrder'] {
  const { ctx, body } = req;
  const userId = uid(req);
  const key = idempotencyKey(req);
  const amount = new Decimal(body.amount);
  if (amount.lte(0)) throw bad('amount', '请输入正确的金额');
  if (amount.gt(RECHARGE_MAX)) throw bad('amount', `单笔最多充值${RECHARGE_MAX}元`);
  const fen = toFen(amount);
  return ctx.db.transaction(() => {
    const prior = ctx
      .q('SELECT * FROM payment_orders WHERE user_id = ? AND idempotency_key = ?')
      .get(userId, key) as { order_no: string; amount_fen: number; channel: string } | undefined;
    if (prior) {
      if (prior.amount_fen !== fen || prior.channel !== body.channel)
        throw new HttpError(409, { idempotency_key: ['该请求标识已用于另一笔充值'] });
      return {
        order_no: prior.order_no,
        amount: fenToYuan(fen),
        channel: prior.channel,
        pay_url: null,
        pay_params: null,
      };
    }
    const orderNo = `R${ctx.today().replace(/-/g, '')}${randomBytes(6).toString('hex').toUpperCase()}`;
    ctx
      .q(
        'INSERT INTO payment_orders (order_no, user_id, amount_fen, channel, product_code, status, created_at, idempotency_key) VALUES (?, ?, ?, ?, ?, 1, ?, ?)',
      )
      .run(orderNo, userId, fen, body.channel, body.product_code ?? null, ctx.nowIso(), key);
    if (!movementByKey(ctx, userId, `recharge:${key}`))
      appendMovement(ctx, {
        userId,
        asset: 'cash',
        units: fen,
        kind: 'recharge',
        title: '现金账户充值',
        ref: `order:${orderNo}`,
        key: `recharge:${key}`,
      });
    return {
      order_no: orderNo,
      amount: fenToYuan(fen),
      channel: body.channel,
      pay_url: null,
      pay_params: null,
    };
  })();
}
