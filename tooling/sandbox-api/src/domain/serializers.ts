/**
 * The serializers several areas share (users, banks, cards, funds; trade records in trade-json.ts), typed with the
 * contract's generated schemas (`components['schemas']` from @jijin/core): a field the contract
 * does not declare, or a wrong type, fails `tsc`. Labels come from core's status tables.
 */
import { listStatusOf } from '../market/fund-list';
import Decimal from 'decimal.js';
import type { Ctx, CardRow, BankRow, UserRow } from '../ctx';
import { money, pctNum, maskCard, maskName, maskMobile } from './format';
import type { Fund } from '../market/market';
import { minimums, quoteBuy } from '../market/fees';
import { fundFreshness } from './freshness';
import {
  companyKey,
  fundProfile,
  managersListDate,
  profileNamesManagers,
  type FundProfile,
} from './fund-profiles';
import type { Schemas, FundStype, RiskLevel } from './schemas';

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
    list_status: listStatusOf(f.code),
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
