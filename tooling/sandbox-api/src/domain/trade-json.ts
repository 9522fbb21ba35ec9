/**
 * Trade records as the contract shows them (`FundTradeRecord`, its detail with `status_info`, a
 * 基金转换's two legs), typed with the contract's generated schemas; labels from core's tables.
 */
import Decimal from 'decimal.js';
import { tradeDirectionLabel, tradeStatusText } from '@jijin/core';
import type { Ctx, CardRow, TradeRow } from '../ctx';
import { shInstant, shIso } from '../clock';
import type { Fund } from '../market/market';
import { DIRECTION, isBuyDirection, isSellDirection } from '../trading/codes';
import { dividendOfTrade } from '../trading/dividends';
import { cardJson, fundBrief } from './serializers';
import { money } from './format';
import { quoteBuy } from '../market/fees';
import { TAKE_PROFIT_SOURCE } from './smart-plans';
import type { Schemas, TradeStatusCode, TradeDirectionCode, DiviTypeCode } from './schemas';

/**
 * The shown text of a trade's status, from core's table (spec 001 §4): status 0 reads 待支付 for
 * a bao buy, 委托成功 for other buys, fixed investments and subscriptions, otherwise 确认中.
 */
export function statusDisplay(t: { status: number; direction: number }, f: Fund): string {
  return tradeStatusText(t.status, { direction: t.direction, is_bao: f.isBao }) || '未知';
}
/** The shown text of a trade direction, from core's table (bao: 转入 / 转出). */
export function directionDisplay(d: number, isBao: boolean): string {
  return tradeDirectionLabel(d, isBao) || '其他';
}

/** Whether a trade can still be cancelled: pending and before 15:00 of its trade date. */
export function allowUndo(ctx: Ctx, t: TradeRow): boolean {
  return t.status === 0 && ctx.now() < shInstant(t.trade_date, '15:00:00');
}

/** One leg of a 基金转换 (README "Fund switching"). */
function switchLegJson(ctx: Ctx, t: TradeRow, role: 'out' | 'in'): Schemas['FundSwitchLeg'] {
  const f = ctx.market.fund(t.fund_code)!;
  return {
    role,
    trade_id: t.id,
    fund: fundBrief(ctx, f),
    shares: t.shares,
    shares_confirm: t.shares_confirm,
    amount_confirm: t.amount_confirm,
    net_value: t.net_value,
    fare: t.fare,
    status: t.status as TradeStatusCode,
    status_display: t.status === 0 ? '确认中' : statusDisplay(t, f),
    confirm_date: t.confirm_date,
  };
}

/** The other leg of a 基金转换 leg (same user), or undefined. */
function switchPair(ctx: Ctx, t: TradeRow): TradeRow | undefined {
  return t.switch_pair_id
    ? (ctx.s.trade.get(t.switch_pair_id, t.user_id) as TradeRow | undefined)
    : undefined;
}

/** 交易渠道 of a trade by its `source`; an order the investor placed reads 基金H5. */
const SOURCE_DISPLAY: Readonly<Record<string, string>> = {
  fixed: '定投',
  switch: '基金转换',
  dividend: '分红',
  [TAKE_PROFIT_SOURCE]: '目标止盈',
};

export function tradeJson(ctx: Ctx, t: TradeRow, origin: string): Schemas['FundTradeRecord'] {
  const f = ctx.market.fund(t.fund_code)!;
  const card = t.bank_card_id
    ? (ctx.q('SELECT * FROM bank_cards WHERE id = ?').get(t.bank_card_id) as CardRow | undefined)
    : undefined;
  const pair = switchPair(ctx, t);
  const isOut = isSellDirection(t.direction);
  return {
    id: t.id,
    serial_number: t.serial_number,
    amount: t.amount,
    amount_confirm: t.amount_confirm,
    shares: t.shares,
    shares_confirm: t.shares_confirm,
    status: t.status as TradeStatusCode,
    status_display: statusDisplay(t, f),
    direction: t.direction as TradeDirectionCode,
    direction_display: pair
      ? isOut
        ? '转换转出'
        : '转换转入'
      : directionDisplay(t.direction, f.isBao),
    apply_date: shIso(Date.parse(t.apply_at)),
    divi_type: t.divi_type as DiviTypeCode | null,
    opposite_trade_record: pair?.id ?? null,
    is_to_subscribe: false,
    remind_info: t.status === 0 ? `预计${t.confirm_date}确认` : null,
    fund: fundBrief(ctx, f),
    bank_card: card ? cardJson(ctx, card, origin) : null,
    opposite_fund: pair ? fundBrief(ctx, ctx.market.fund(pair.fund_code)!) : null,
    switch_legs: pair
      ? isOut
        ? [switchLegJson(ctx, t, 'out'), switchLegJson(ctx, pair, 'in')]
        : [switchLegJson(ctx, pair, 'out'), switchLegJson(ctx, t, 'in')]
      : null,
    dividend: dividendJson(ctx, t),
  };
}

/** A 分红 trade's `dividend` (contract `TradeDividend`); null for any other trade. */
function dividendJson(ctx: Ctx, t: TradeRow): Schemas['TradeDividend'] | null {
  if (t.direction !== DIRECTION.bonus) return null;
  const d = dividendOfTrade(ctx, t.id);
  return d ? { ...d, is_estimated: d.source === 'inferred' } : null;
}

/**
 * The steps of a 分红: paid on the ex-date to the shares held of record, as cash to the card or
 * reinvested at the ex-date's NAV (an inferred amount per unit says 推算).
 */
function dividendSteps(t: TradeRow): { status: number; desc: string; title: string }[] {
  const reinvest = new Decimal(t.shares_confirm ?? 0).gt(0);
  return [
    { status: 1, title: '除息', desc: `${t.trade_date} 除息，按权益登记份额分红` },
    {
      status: 1,
      title: reinvest ? '红利再投' : '现金分红',
      desc: reinvest
        ? `${t.confirm_date} 按净值 ${t.net_value} 再投资 ${t.shares_confirm} 份`
        : `${t.confirm_date} ${t.amount_confirm} 元已到账银行卡`,
    },
  ];
}

export function couponRecord(
  ctx: Ctx,
  tradeId: number,
): { id: number; amount: string; name: string } | null {
  const c = ctx.q('SELECT id, amount, name FROM coupons WHERE used_trade_id = ?').get(tradeId) as
    { id: number; amount: string; name: string } | undefined;
  return c ?? null;
}

export function tradeDetailJson(
  ctx: Ctx,
  t: TradeRow,
  origin: string,
): Schemas['FundTradeRecordDetail'] {
  const f = ctx.market.fund(t.fund_code)!;
  const isBuy = isBuyDirection(t.direction);
  const title = t.switch_pair_id
    ? '转换'
    : isBuy
      ? f.isBao
        ? '转入'
        : '买入'
      : f.isBao
        ? '转出'
        : '卖出';
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
      desc: `${t.undone_at?.slice(0, 16).replace('T', ' ') ?? ''} ${t.switch_pair_id ? '撤单成功，份额不变' : '撤单成功，资金将退回银行卡'}`,
    });
  else {
    info.push({
      status: t.status === 1 ? 1 : 0,
      title: t.switch_pair_id ? '确认转出与转入' : isBuy ? '确认份额' : '确认金额',
      desc:
        t.status === 1
          ? `${t.confirm_date} 已确认（${t.trade_date} 净值 ${t.net_value}）`
          : `预计${t.confirm_date}确认，按${t.trade_date}净值计算`,
    });
    if (t.switch_pair_id)
      info.push({
        status: t.status === 1 ? 1 : 0,
        title: '转换完成',
        desc:
          t.status === 1
            ? `${t.confirm_date} 转出、转入均已确认`
            : `预计${t.confirm_date}转出、转入同时确认`,
      });
    else if (isBuy)
      info.push({
        status: t.status === 1 ? 1 : 0,
        title: '查看收益',
        desc: `${ctx.market.calendar.next(t.confirm_date)} 起可查看收益`,
      });
    else
      info.push({
        status: t.status === 1 ? 1 : 0,
        title: '资金到账',
        desc: t.status === 1 ? `${t.confirm_date} 已到账` : `预计${t.confirm_date}到账银行卡`,
      });
  }
  return {
    ...tradeJson(ctx, t, origin),
    allow_undo: allowUndo(ctx, t),
    detail_fund_way: t.bank_card_id ? '银行卡' : null,
    discount:
      t.fare &&
      t.amount &&
      t.discount_rate &&
      t.discount_rate !== '1' &&
      t.fare_ratio &&
      !isSellDirection(t.direction)
        ? money(new Decimal(quoteBuy(f, t.amount).fare_original).minus(t.fare))
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
    is_fast: t.kind === 'bao' && isSellDirection(t.direction) && t.confirm_date === t.trade_date,
    is_first_trade: false,
    hope_date: null,
    fund_portfolio_trade: t.portfolio_trade_id,
    fixed_investment: t.fixed_investment_id,
    net_value: t.net_value,
    trade_date: t.trade_date,
    confirm_date: t.confirm_date,
    source_display: SOURCE_DISPLAY[t.source ?? ''] ?? '基金H5',
    is_remittance: false,
    remittance_date: null,
    status_info: t.direction === DIRECTION.bonus ? dividendSteps(t) : info,
    coupon_record: couponRecord(ctx, t.id),
  };
}
