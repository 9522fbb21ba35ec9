import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';
import { bankNameToday } from './bank-names';

export const SEED_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../seed/seed.json.gz',
);

/** Shape of seed/seed.json.gz (written by scripts/build-seed.ts). */
export interface SeedFile {
  meta: Record<string, unknown>;
  calendar: { start: string; bits: string };
  companies: [number, string][];
  funds: [
    code: string,
    name: string,
    initials: string,
    emType: string,
    companyId: number | null,
    snapshot: string[] | null,
  ][];
  navs: Record<string, [first: string, dayDeltas: number[], navDeltas: number[]]>;
  /** Ex-date adjustments of the total-return NAV: day deltas from the first NAV day, factors. */
  adjustments?: Record<string, [dayDeltas: number[], factors: number[]]>;
  /** Which source each NAV series comes from (seed/SOURCE.md). */
  nav_sources?: Record<string, string>;
  csi300: [first: string, dayDeltas: number[], closeDeltas: number[]];
  bao: {
    code: string;
    original_first: string;
    original_last: string;
    shift_days: number;
    first: string;
    tenthou: string[];
    seven: string[];
  };
  banks: {
    cardTypeMap: Record<string, string>;
    banks: {
      bankName: string;
      bankCode: string;
      patterns: {
        cardType: string;
        prefixes: string[];
        suffixDigits: number;
        totalLengths: number[];
      }[];
    }[];
  };
  regions: {
    code: string;
    name: string;
    children?: { code: string; name: string; children?: { code: string; name: string }[] }[];
  }[];
  managers: [
    id: number,
    name: string,
    companyId: number | null,
    tenureDays: number,
    bestReturn: string,
    aum: string,
    fundCodes: string[],
    emId: string | null,
  ][];
}

/**
 * Quick-pay limits per bank in yuan (single, per day; 0 = unlimited). The BIN data carries no
 * limits, so these are sandbox values modelled on typical third-party-payment limits; banks not
 * listed are unlimited. Documented in README.md.
 */
export const BANK_LIMITS: Record<string, [number, number]> = {
  ICBC: [50000, 50000],
  ABC: [50000, 100000],
  BOC: [50000, 100000],
  CCB: [50000, 100000],
  COMM: [50000, 50000],
  PSBC: [20000, 50000],
  CMB: [0, 0],
  CITIC: [50000, 100000],
  CEB: [50000, 50000],
  CMBC: [50000, 50000],
  SPDB: [50000, 100000],
  CIB: [50000, 50000],
  GDB: [50000, 50000],
  SPABANK: [50000, 50000],
  HXBANK: [50000, 50000],
};

const DAY = 86400000;
const isoOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const dayNum = (iso: string) => Math.round(Date.parse(iso + 'T00:00:00Z') / DAY);

export function readSeed(file = SEED_FILE): SeedFile {
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as SeedFile;
}

/** Fills the market-data tables from the compact seed. Runs once, in one transaction. */
export function loadSeed(db: Database, seed: SeedFile = readSeed()): void {
  db.transaction(() => {
    const cal = db.prepare('INSERT INTO calendar (date, is_open) VALUES (?, ?)');
    const start = dayNum(seed.calendar.start);
    for (let i = 0; i < seed.calendar.bits.length; i++)
      cal.run(isoOf(start + i), seed.calendar.bits[i] === '1' ? 1 : 0);

    const comp = db.prepare('INSERT INTO companies (id, name) VALUES (?, ?)');
    for (const [id, name] of seed.companies) comp.run(id, name);

    const fund = db.prepare(
      'INSERT INTO funds (code, name, initials, em_type, company_id, snapshot) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const [code, name, initials, emType, companyId, snap] of seed.funds) {
      fund.run(code, name, initials, emType, companyId, snap ? JSON.stringify(snap) : null);
    }

    // The series go in as blobs only (`nav_series`): one row per fund keeps seeding fast.
    const blob = db.prepare('INSERT INTO nav_series (code, days, navs, adj) VALUES (?, ?, ?, ?)');
    for (const [code, [first, dd, vd]] of Object.entries(seed.navs)) {
      let d = dayNum(first);
      let v = 0;
      const days = new Int32Array(dd.length);
      const navs = new Int32Array(dd.length);
      for (let i = 0; i < dd.length; i++) {
        d += dd[i]!;
        v += vd[i]!;
        days[i] = d;
        navs[i] = v;
      }
      const a = seed.adjustments?.[code];
      let adj: Buffer | null = null;
      if (a) {
        // [day, factor] pairs as Float64
        const pairs = new Float64Array(a[0].length * 2);
        let ad = days[0]!;
        for (let i = 0; i < a[0].length; i++) {
          ad += a[0][i]!;
          pairs[2 * i] = ad;
          pairs[2 * i + 1] = a[1][i]!;
        }
        adj = Buffer.from(pairs.buffer);
      }
      blob.run(code, Buffer.from(days.buffer), Buffer.from(navs.buffer), adj);
    }

    const csi = db.prepare('INSERT INTO csi300 (date, close) VALUES (?, ?)');
    {
      const [first, dd, vd] = seed.csi300;
      let d = dayNum(first);
      let v = 0;
      for (let i = 0; i < dd.length; i++) {
        d += dd[i]!;
        v += vd[i]!;
        csi.run(isoOf(d), v);
      }
    }

    const bao = db.prepare('INSERT INTO bao_yield (date, tenthou, seven) VALUES (?, ?, ?)');
    const b0 = dayNum(seed.bao.first);
    seed.bao.tenthou.forEach((t, i) => bao.run(isoOf(b0 + i), t, seed.bao.seven[i]!));

    const bank = db.prepare(
      'INSERT INTO banks (id, code, name, single_limit, single_day_limit) VALUES (?, ?, ?, ?, ?)',
    );
    const bin = db.prepare(
      'INSERT INTO bank_bins (prefix, bank_id, card_type, length) VALUES (?, ?, ?, ?)',
    );
    // One row per bank by today's name: a renamed bank keeps its row, a merged one's card
    // prefixes go to its successor's row (bank-names.ts).
    const idByName = new Map<string, number>();
    const binSeen = new Set<string>();
    seed.banks.banks.forEach((b, i) => {
      const name = bankNameToday(b.bankName);
      let id = idByName.get(name);
      if (id === undefined) {
        id = i + 1;
        idByName.set(name, id);
        const [single, day] = BANK_LIMITS[b.bankCode] ?? [0, 0];
        bank.run(id, b.bankCode, name, single, day);
      }
      for (const p of b.patterns)
        for (const prefix of p.prefixes)
          for (const len of p.totalLengths) {
            if (binSeen.has(`${prefix}/${len}/${id}/${p.cardType}`)) continue;
            binSeen.add(`${prefix}/${len}/${id}/${p.cardType}`);
            bin.run(prefix, id, p.cardType, len);
          }
    });

    const mgr = db.prepare(
      'INSERT INTO managers (id, name, company_id, tenure_days, best_return, aum, fund_codes, em_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const [id, name, companyId, tenure, best, aum, codes, emId] of seed.managers) {
      mgr.run(id, name, companyId, tenure, best, aum, codes.join(','), emId);
    }

    const reg = db.prepare(
      'INSERT OR IGNORE INTO regions (code, name, parent, level) VALUES (?, ?, ?, ?)',
    );
    for (const p of seed.regions) {
      reg.run(p.code, p.name, null, 1);
      for (const c of p.children ?? []) {
        reg.run(c.code, c.name, p.code, 2);
        for (const a of c.children ?? []) reg.run(a.code, a.name, c.code, 3);
      }
    }
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(
      new Date().toISOString(),
    );
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('nav_sources', ?)").run(
      JSON.stringify(seed.nav_sources ?? {}),
    );
    db.prepare("INSERT INTO meta (key, value) VALUES ('bao_shift_days', ?)").run(
      String(seed.bao.shift_days),
    );
  })();
}
