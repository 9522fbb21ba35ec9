/**
 * The serializers several areas share (users, banks, cards, funds, trade records), typed with the
 * contract's generated schemas (`components['schemas']` from @jijin/core): a field the contract
 * does not declare, or a wrong type, fails `tsc`. Labels come from core's status tables.
 */
import Decimal from 'decimal.js';
import { tradeDirectionLabel, tradeStatusText } from '@jijin/core';
import type { Ctx, CardRow, BankRow, TradeRow, UserRow } from '../ctx';
import { money, pctNum, maskCard, maskName, maskMobile } from './format';
import { shIso, shInstant } from '../clock';
import type { Fund } from '../market/market';
import { minimums, quoteBuy } from '../market/fees';
import { fundFreshness } from './freshness';
import { isBuyDirection, isSellDirection } from '../trading/codes';
import {
  companyKey,
  fundProfile,
  managersListDate,
  profileNamesManagers,
  type FundProfile,
} from './fund-profiles';
import type {
  Schemas,
  FundStype,
  RiskLevel,
  TradeStatusCode,
  TradeDirectionCode,
  DiviTypeCode,
} from './schemas';

/** Absolute URL of a sandbox static asset. */
export function staticUrl(origin: string, path: string): string {
  return `${origin}/static/${path}`;
}

/** The four avatar sizes and their edge in pixels (spec 000 §3 User: avatar_xs…avatar_lg). */
export const AVATAR_SIZES = { xs: 48, sm: 96, md: 160, lg: 320 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/**
 * The user's avatar URLs: the uploaded picture's four sizes when there is one (versioned by the
 * upload time so caches refresh), else generated initials.
 */
export function avatarsJson(ctx: Ctx, userId: number, origin: string): Schemas['Avatars'] {
  const row = ctx.q('SELECT updated_at FROM avatars WHERE user_id = ? LIMIT 1').get(userId) as
    { updated_at: string } | undefined;
  const url = (size: AvatarSize) =>
    row
      ? staticUrl(origin, `avatar/${userId}/${size}.png?v=${encodeURIComponent(row.updated_at)}`)
      : staticUrl(origin, `avatar/${userId}/${size}.svg`);
  return {
    avatar_xs: url('xs'),
    avatar_sm: url('sm'),
    avatar_md: url('md'),
    avatar_lg: url('lg'),
  };
}

export function userJson(ctx: Ctx, u: UserRow, origin: string): Schemas['User'] {
  return { id: u.id, username: u.username, ...avatarsJson(ctx, u.id, origin) };
}

export function bankJson(b: BankRow, origin: string): Schemas['Bank'] {
  return {
    id: b.id,
    code: b.code,
    logo: staticUrl(origin, `banks/${b.code}.svg`),
    name: b.name,
    need_onlinepay: false,
    onlinepay_description: null,
    onlinepay_help_url: null,
    single_limit: money(b.single_limit),
    single_day_limit: money(b.single_day_limit),
    status: b.status as 0 | 1,
    note: b.status === 0 ? b.note || '该银行卡系统升级' : null,
  };
}

export function cardJson(
  ctx: Ctx,
  c: CardRow,
  origin: string,
  extra: Partial<Schemas['BankCard']> = {},
): Schemas['BankCard'] {
  const bank = ctx.s.bank.get(c.bank_id) as BankRow;
  const ident = ctx.s.identity.get(c.user_id) as { real_name: string } | undefined;
  return {
    id: c.id,
    bank_card_no: maskCard(c.card_no),
    bank_card_no_tail: c.card_no.slice(-4),
    is_default: !!c.is_default,
    real_name: maskName(ident?.real_name ?? ''),
    bank_card_type: c.card_type === 'DC' ? 1 : 2,
    status: c.status as Schemas['BankCard']['status'],
    note: c.status === 0 ? '该银行卡系统升级' : null,
    mobile: maskMobile(c.mobile ?? ''),
    bank: bankJson(bank, origin),
    allow_buy: c.status === 1,
    allow_sell: c.status === 1,
    allow_transfer: false,
    ...extra,
  };
}

export function fundBrief(ctx: Ctx, f: Fund): Schemas['FundBrief'] {
  const st = ctx.market.stats(f, ctx.navDate());
  const fresh = fundFreshness(ctx, f);
  return {
    id: Number(f.code),
    symbol: f.code,
    code: f.code,
    abbr_name: f.name,
    symbol_type: 3,
    symbol_stype: f.stype as FundStype,
    is_bao: f.isBao,
    allow_buy: fresh.tradable,
    allow_sell: fresh.tradable,
    allow_trade: true,
    investment_risk: f.risk as RiskLevel,
    net_value: st.net_value,
    net_value_date: st.nav_date,
    nav_stale: !fresh.tradable,
  };
}

export function fundJson(
  ctx: Ctx,
  f: Fund,
  userId: number | null,
  origin: string,
): Schemas['Fund'] {
  const st = ctx.market.stats(f, ctx.navDate());
  const fresh = fundFreshness(ctx, f);
  const mins = minimums(f);
  const q = quoteBuy(f, '1000');
  const profile = fundProfile(f.code);
  const team = fundManagers(ctx, f, profile, origin);
  const first =
    f.series && f.series.days.length > 1
      ? new Date(f.series.days[0]! * 86400000).toISOString().slice(0, 10)
      : null;
  return {
    id: Number(f.code),
    symbol: f.code,
    code: f.code,
    abbr_name: f.name,
    name: profile?.fullName ?? f.name,
    symbol_type: 3,
    symbol_stype: f.stype as FundStype,
    list_status: 1,
    subscription_status: 2,
    price_mode: f.isMoney ? 2 : 1,
    net_value: st.net_value,
    net_value_date: st.nav_date,
    cumulative: null,
    year_yld: pctNum(st.year_yld),
    tenthou_unit_incm: st.tenthou_unit_incm,
    percent_day: pctNum(st.percent_day),
    percent_week: pctNum(st.percent_week),
    percent_month: pctNum(st.percent_month),
    percent_season: pctNum(st.percent_season),
    percent_year: pctNum(st.percent_year),
    percent_half_year: pctNum(st.percent_half_year),
    percent_tyear: pctNum(st.percent_tyear),
    percent_two_year: pctNum(st.percent_two_year),
    percent_three_year: pctNum(st.percent_three_year),
    percent_five_year: pctNum(st.percent_five_year),
    percent_start: pctNum(st.percent_start),
    allow_trade: true,
    allow_buy: fresh.tradable,
    allow_sell: fresh.tradable,
    allow_fixed: fresh.tradable && !f.isMoney,
    allow_subscribe: false,
    amount_min_buy: mins.amount_min_buy,
    amount_max_buy: mins.amount_max_buy,
    amount_subscribe_min: mins.amount_subscribe_min,
    amount_fixed_min: mins.amount_fixed_min,
    amount_fixed_max: mins.amount_fixed_max,
    fare_ratio_buy: new Decimal(q.fare_ratio).times(100).toNumber(),
    fare_ratio_sell: f.isMoney ? 0 : 0.5,
    fare_ratio_subscribe: new Decimal(q.fare_ratio).times(100).toNumber(),
    discount_rate_buy: Number(q.discount_rate),
    discount_rate_sell: 1,
    discount_rate_subscribe: 1,
    charge_mode: 1,
    div_type: 3,
    investment_risk: f.risk as RiskLevel,
    is_bao: f.isBao,
    nav_stale: !fresh.tradable,
    followed: userId ? !!ctx.s.follow.get(userId, 'symbol', f.code) : false,
    ...team,
    company: companyJson(ctx, f, profile),
    found_date: profile?.foundDate ?? first,
    scale: profile?.scale ?? null,
    scale_date: profile?.scale ? profile.date : null,
    custodian: profile?.custodian ?? null,
    benchmark: profile?.benchmark ?? null,
    investment_objective: profile?.objective ?? null,
    investment_strategy: profile?.strategy ?? null,
    rating: profile?.rating ?? null,
    rating_agency: profile?.rating ? profile.ratingAgency : null,
    profile_date: profile?.date ?? null,
    service_tel: null,
    desc: fresh.reason ?? f.emType,
  };
}

/**
 * A fund's current managers and the date of that fact: the profile's names when it is newer than
 * the managers list (`profileNamesManagers`; those the list knows come with their id, see the
 * managers area's `followProfiles`), else the list's managers (at most three).
 */
function fundManagers(
  ctx: Ctx,
  f: Fund,
  profile: FundProfile | undefined,
  origin: string,
): Pick<Schemas['Fund'], 'managers' | 'manager_names' | 'managers_date'> {
  const listDate = managersListDate(ctx);
  const rows = f.managerIds.map(
    (id) =>
      ctx.q('SELECT id, name FROM managers WHERE id = ?').get(id) as { id: number; name: string },
  );
  const brief = (m: { id: number; name: string }) => ({
    id: m.id,
    name: m.name,
    avatar: staticUrl(origin, `managers/${m.id}.svg`),
    post_status: 1 as const,
    start_date: null,
  });
  if (profileNamesManagers(profile, listDate)) {
    const names = profile!.managers;
    return {
      managers: names.flatMap((n) => rows.filter((r) => r.name === n).slice(0, 1)).map(brief),
      manager_names: names,
      managers_date: profile!.date,
    };
  }
  const shown = rows.slice(0, 3);
  return {
    managers: shown.map(brief),
    manager_names: shown.map((m) => m.name),
    managers_date: shown.length ? listDate : null,
  };
}

/**
 * The fund's company: the platform's company (id) named as the profile writes it when the
 * profile's company is that one (`companyKey`) or another company the sandbox knows; else the
 * seed's company as it was.
 */
function companyJson(
  ctx: Ctx,
  f: Fund,
  profile: FundProfile | undefined,
): Schemas['Fund']['company'] {
  const short = (name: string) => name.replace(/基金.*$/, '');
  const seed = f.companyId
    ? { id: f.companyId, name: f.companyName!, abbr_name: short(f.companyName!) }
    : null;
  if (!profile?.company) return seed;
  const key = companyKey(profile.company);
  if (seed && companyKey(seed.name) === key) return { ...seed, name: profile.company };
  for (const [id, name] of ctx.market.companies)
    if (companyKey(name) === key) return { id, name: profile.company, abbr_name: short(name) };
  return seed;
}

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
  };
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
    source_display: t.source === 'fixed' ? '定投' : t.source === 'switch' ? '基金转换' : '基金H5',
    is_remittance: false,
    remittance_date: null,
    status_info: info,
    coupon_record: couponRecord(ctx, t.id),
  };
}
