/**
 * The fund profiles (基金概况, Xueqiu, fetched 2026-02-17) of the sandbox's funds:
 * `seed/profiles.json.gz` (built by scripts/build-profiles-seed.ts, origins in seed/SOURCE.md),
 * decoded once per process. The one reader of the profiles: the fund serializer (name, found
 * date, scale, company, custodian, benchmark, objective, strategy, rating, managers), the
 * managers area (whose current funds follow the newer source) and the research area (scale).
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Decimal from 'decimal.js';
import type { Ctx } from '../ctx';

export const PROFILES_SEED_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../seed/profiles.json.gz',
);

/** Shape of seed/profiles.json.gz. */
export interface ProfilesSeed {
  meta: { format: number; source: string; profiles: number };
  profiles: [
    code: string,
    fullName: string,
    foundDate: string,
    /** 最新规模 as published: "29.37亿", "5304.13万". */
    scaleRaw: string,
    company: string,
    /** Current managers, space-separated, in the source's order. */
    managers: string,
    custodian: string,
    ratingAgency: string,
    rating: string,
    objective: string,
    strategy: string,
    benchmark: string,
    /** The day the profile was fetched (YYYY-MM-DD). */
    fetched: string,
  ][];
}

/** One fund's profile; every figure in it is as of `date`. */
export interface FundProfile {
  code: string;
  /** 基金全称. */
  fullName: string | null;
  /** 成立日期 (YYYY-MM-DD). */
  foundDate: string | null;
  /** 最新规模 in yuan (exact decimal string, 2 places); null when absent or unreadable. */
  scale: string | null;
  /** The same in 亿元 (exact decimal string). */
  scaleYi: string | null;
  /** 基金公司, its legal name (华夏基金管理有限公司). */
  company: string | null;
  /** 基金经理: current managers' names in the source's order. */
  managers: string[];
  /** 托管银行. */
  custodian: string | null;
  ratingAgency: string | null;
  /** 基金评级; null when the source says 暂无评级. */
  rating: string | null;
  /** 投资目标 / 投资策略: paragraphs separated by '\n'. */
  objective: string | null;
  strategy: string | null;
  /** 业绩比较基准. */
  benchmark: string | null;
  /** The day the profile was fetched: the as-of date of every figure in it. */
  date: string;
}

const YI = new Decimal(1e8);
const WAN = new Decimal(1e4);

/**
 * The yuan amount of a published scale: "29.37亿" -> "2937000000.00", "5304.13万" ->
 * "53041300.00", "1200.5" (yuan) -> "1200.50".
 * @returns null when the text is empty or not a number with an optional 亿 / 万 / 元
 */
export function parseScale(raw: string): string | null {
  const m = /^(\d+(?:\.\d+)?)\s*(亿|万)?元?$/.exec(raw.trim());
  if (!m) return null;
  const n = new Decimal(m[1]!);
  return (m[2] === '亿' ? n.times(YI) : m[2] === '万' ? n.times(WAN) : n).toFixed(2);
}

/** Companies whose lists use a brand unlike the legal name (key of the legal name -> brand key). */
const COMPANY_BRANDS: Readonly<Record<string, string>> = {
  // 上海东方证券资产管理有限公司 is listed as 东方红资产管理
  上海东方证券: '东方红',
};

/**
 * The part of a company name that identifies it, without the legal form and the business words:
 * 华夏基金管理有限公司, 华夏基金 -> 华夏; 摩根基金管理（中国）有限公司, 摩根资产管理 -> 摩根;
 * 工银瑞信基金管理有限公司, 工银瑞信基金 -> 工银瑞信; a legal name known under a brand gives the
 * brand's key (上海东方证券资产管理有限公司 -> 东方红). Two names with the same key are one company
 * (the profiles write legal names, the manager lists short ones).
 */
export function companyKey(name: string): string {
  const key = name
    .replace(/[（(][^）)]*[）)]/g, '')
    .trim()
    .replace(/(股份有限公司|有限责任公司|有限公司|公司)$/, '')
    .replace(/(基金管理|资产管理|基金|管理)$/, '');
  return COMPANY_BRANDS[key] ?? key;
}

const orNull = (s: string): string | null => (s.trim() ? s : null);

/** Decodes one seed row. */
export function profileOf(row: ProfilesSeed['profiles'][number]): FundProfile {
  const [code, fullName, found, scaleRaw, company, managers, custodian, agency, rating] = row;
  const [, , , , , , , , , objective, strategy, benchmark, fetched] = row;
  const scale = parseScale(scaleRaw);
  return {
    code,
    fullName: orNull(fullName),
    foundDate: /^\d{4}-\d{2}-\d{2}$/.test(found) ? found : null,
    scale,
    scaleYi: scale === null ? null : new Decimal(scale).div(YI).toString(),
    company: orNull(company),
    managers: managers.split(/\s+/).filter(Boolean),
    custodian: orNull(custodian),
    ratingAgency: orNull(agency),
    rating: rating.trim() && rating.trim() !== '暂无评级' ? rating.trim() : null,
    objective: orNull(objective),
    strategy: orNull(strategy),
    benchmark: orNull(benchmark),
    date: fetched,
  };
}

let loaded: Map<string, FundProfile> | null = null;

/** Every profile by fund code (empty when the seed file is absent); decoded on first use. */
export function fundProfiles(): ReadonlyMap<string, FundProfile> {
  if (!loaded) {
    loaded = new Map();
    if (existsSync(PROFILES_SEED_FILE)) {
      const seed = JSON.parse(
        gunzipSync(readFileSync(PROFILES_SEED_FILE)).toString('utf8'),
      ) as ProfilesSeed;
      for (const row of seed.profiles) loaded.set(row[0], profileOf(row));
    }
  }
  return loaded;
}

/** The profile of a fund, or undefined. */
export function fundProfile(code: string): FundProfile | undefined {
  return fundProfiles().get(code);
}

/** `meta` key of the date of the managers list the managers area seeded (YYYY-MM-DD). */
export const MANAGERS_AS_OF_KEY = 'managers_as_of';

/** The date of the seeded managers list, or null when no list was seeded. */
export function managersListDate(ctx: Ctx): string | null {
  const r = ctx.q('SELECT value FROM meta WHERE key = ?').get(MANAGERS_AS_OF_KEY) as
    { value: string } | undefined;
  return r?.value ?? null;
}

/**
 * Whether a fund's current managers are the profile's (it is newer than the managers list, or
 * there is no list) rather than the list's. The managers area links funds to managers by the
 * same rule, so the fund detail and the manager pages agree.
 */
export function profileNamesManagers(p: FundProfile | undefined, listDate: string | null) {
  return p !== undefined && p.managers.length > 0 && (listDate === null || p.date > listDate);
}
