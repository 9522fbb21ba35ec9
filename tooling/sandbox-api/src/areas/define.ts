/**
 * The shape of a sandbox area (ARCHITECTURE.md "The sandbox mirrors this"): one folder per product area
 * under `src/areas/<area>/`, holding that area's tables, handlers, serializers and rules. An area
 * exports one {@link SandboxArea} from its `index.ts`; `src/areas/index.ts` lists them once.
 */
import type { Ctx } from '../ctx';
import type { components } from '@jijin/core';
import type { HandlerTable, OperationKey } from '../http/registry';

export type { OperationKey };

type S = components['schemas'];

/**
 * What one area contributes to another's answers without either importing the other (an area
 * imports no other area): the owner installs the hook, the user calls `ctx.hooks.x?.(…)` and
 * answers its honest default when the hook is absent.
 */
export interface AreaHooks {
  /** settings.is_manager: the user runs portfolios (advisor / store owner). */
  isManager(ctx: Ctx, userId: number): boolean;
  /** A portfolio's risk level (1-5) for the suitability check; null when it does not exist. */
  portfolioRisk(ctx: Ctx, portfolioId: number): number | null;
  /** The user's portfolio holdings by topic, for `GET /funds/assets/mine/`. */
  portfolioAssets(ctx: Ctx, userId: number): S['AccountAssetsTopicSection'][];
  /** The advisory fee records (`GET /funds/manage_fare/history/`). */
  manageFareRecords(ctx: Ctx, userId: number): S['ManageFare'][];
  /** The advisory fee summary (`GET /funds/manage_fare/mine/`). */
  manageFareSummary(ctx: Ctx, userId: number): S['ManageFareSummary'];
  /** A new user signed up (inside the signup transaction): the registration reward (spec 001 §9). */
  rewardSignup(ctx: Ctx, userId: number): void;
  /** The user's identity was verified (inside that transaction): identity and inviter rewards. */
  rewardIdentityVerified(ctx: Ctx, userId: number): void;
  /**
   * Checks that the user's coupon can pay part of a buy of `amount` yuan (decimal string) on
   * `date` (YYYY-MM-DD); answers the coupon's id. Without this hook a `coupon_id` is refused.
   * @throws HttpError 400 on `coupon_id`: not usable, not for `business`, or below its expense_min
   */
  couponForBuy(
    ctx: Ctx,
    userId: number,
    couponId: number,
    amount: string,
    date: string,
    business: 'fund_buy' | 'portfolio_buy',
  ): number;
  /** Spends a checked coupon on a trade, inside the trade's transaction (exactly once). */
  spendCouponOnTrade(ctx: Ctx, userId: number, couponId: number, tradeId: number): void;
  /** Gives back the coupon an undone trade spent, inside the undo's transaction (none: no-op). */
  returnCouponOfTrade(ctx: Ctx, userId: number, tradeId: number): void;
  /** Whether the user owns an approved store (the store area; the portfolios area's is_manager asks it). */
  isStoreOwner(ctx: Ctx, userId: number): boolean;
  /** The portfolios a user created (newest first), serialized for `viewerId`. */
  ownedPortfolios(
    ctx: Ctx,
    ownerId: number,
    viewerId: number | null,
    origin: string,
  ): S['Portfolio'][];
  /** Advisory fees accrued on the portfolios a user created: one row per holder, portfolio and day. */
  advisoryFeesOf(ctx: Ctx, ownerId: number): AdvisoryFeeRow[];
  /**
   * Who manages a portfolio: its creator's user id, 0 for a sandbox-authored model portfolio
   * (no user manages it), or null when no such portfolio exists.
   */
  portfolioOwner(ctx: Ctx, portfolioId: number): number | null;
  /** The owner's user id of an approved store, or null when no approved store has this id. */
  storeOwner(ctx: Ctx, storeId: number): number | null;
  /** A position adjustment of a portfolio the user owns (for a store post), or null. */
  ownedAdjustment(ctx: Ctx, ownerId: number, adjustmentId: number): S['PositionAdjustment'] | null;
  /** Whether a rewards task (`invite`: a friend signed up with my code; `bet`: I placed a bet) is done. */
  promotionTaskDone(ctx: Ctx, userId: number, task: 'invite' | 'bet'): boolean;
  /** A member service by code (`quant_senior_factor`) with `subscribed` for the viewer (null: guest); null when unknown. */
  memberService(ctx: Ctx, userId: number | null, code: string): S['MemberService'] | null;
  /** Daily closes (hundredths of a point) of an index of the research data (`000300`), oldest first; null when unknown. */
  indexCloses(
    ctx: Ctx,
    symbol: string,
  ): { name: string; bars: readonly { date: string; close: number }[] } | null;
  /** Style box and Shenwan industry weights of a fund's latest top-10 holdings on or before today; null without holdings. */
  fundHoldingStyle(ctx: Ctx, code: string): FundHoldingStyle | null;
  /** The A-shares with a Shenwan level-1 industry, their valuation snapshot and fund top-10 positions. */
  shenwanStocks(ctx: Ctx): ShenwanStocks;
  /** A fund's top-10 stocks at its latest report on or before today (weights % of assets); null without holdings. */
  fundTopHoldings(ctx: Ctx, code: string): FundTopHoldings | null;
}

/** A fund's top-10 stocks at one report date (research area's real holdings). */
export interface FundTopHoldings {
  report_date: string;
  /** `key` is `market:code`; `percent` the weight in the fund's assets (%, decimal string). */
  stocks: { key: string; name: string; industry: string | null; percent: string }[];
}

/** A fund's holdings style at its latest report date (research area's style box, README). */
export interface FundHoldingStyle {
  report_date: string;
  /** Style box scores (0-100: cap and P/B percentiles among A-shares), null when no holding has both. */
  style: { style: string; size_score: number; value_score: number } | null;
  /** Top-10 weights (% of assets) per Shenwan level-1 industry, largest first. */
  industries: { name: string; percent: number }[];
}

/** A-shares with a Shenwan level-1 industry and their real snapshot figures. */
export interface ShenwanStocks {
  /** Date of the close / PE / PB / market value snapshot. */
  valuation_date: string;
  /** Report date of the fund top-10 position counts. */
  report_date: string;
  stocks: {
    /** Market-prefixed symbol (SH600519). */
    symbol: string;
    name: string;
    sw1: string;
    /** Close (yuan, decimal string), PE, PB, total market value (万元); null when missing. */
    close: string | null;
    pe: number | null;
    pb: number | null;
    mv_wan: number | null;
    /** How many funds held it in their top 10 at report_date (0 when none). */
    funds: number;
  }[];
}

/** One day's advisory fee of one holder of an owner's portfolio (amounts as decimal strings). */
export interface AdvisoryFeeRow {
  portfolio_id: number;
  user_id: number;
  date: string;
  worth: string;
  fare: string;
}

/** One schema step an area owns; applied once, in order, recorded as `<area>/<id>`. */
export interface AreaMigration {
  /** 1, 2, 3… within the area; never edit a shipped one, append. */
  id: number;
  name: string;
  sql: string;
}

/** What an area adds to the sandbox. */
export interface SandboxArea {
  /** The area's id, the same as its features folder (`portfolios`, `managers`…). */
  id: string;
  /** The area's tables (user state and derived market data). */
  migrations?: AreaMigration[];
  /**
   * Seeds market or sandbox-authored rows once, after the migrations, when the area's tables are
   * empty (runs inside a transaction). Sandbox-authored content is marked as such in the README.
   */
  seed?: (ctx: Ctx) => void;
  /** User tables that `/__sandbox/reset` empties (market data stays). */
  userTables?: string[];
  /** Hooks this area provides to the others (each hook by one area only). */
  provides?: Partial<AreaHooks>;
  /**
   * Market-data or sandbox-authored tables the area seeds, which reset keeps. Every table an area
   * creates is in `userTables` or here (a test checks the database against both lists).
   */
  marketTables?: string[];
  /** Handlers by operation key; an operation may be handled by one area only. */
  handlers: HandlerTable;
  /**
   * Work due when the trading clock reaches a new date (after the fund confirmations of that
   * date): NAV of portfolios, fee accruals, alerts… Returns counts for `POST /__sandbox/clock`.
   */
  onDue?: (ctx: Ctx, today: string) => Record<string, number> | void;
  /**
   * Dev-only endpoints (SANDBOX_DEV=1), mounted as `POST /__sandbox/<name>` with the JSON body;
   * the answer is the JSON returned (an HttpError thrown gives its status and `errors`).
   */
  dev?: Record<string, (ctx: Ctx, body: unknown) => unknown>;
  /**
   * Files the area serves under `/static/` (e.g. uploaded avatars): the body and its MIME type
   * for a path it owns, else null (the next area, then the generated SVGs, are asked).
   */
  assets?: (ctx: Ctx, path: string) => StaticFile | null;
}

/** A file served under `/static/`. */
export interface StaticFile {
  body: Uint8Array | string;
  type: string;
}

/** Identity helper that types an area's manifest. */
export function defineArea(area: SandboxArea): SandboxArea {
  return area;
}
