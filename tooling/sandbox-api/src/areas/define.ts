/**
 * The shape of a sandbox area (DESIGN.md "The sandbox mirrors this"): one folder per product area
 * under `src/areas/<area>/`, holding that area's tables, handlers, serializers and rules. An area
 * exports one {@link SandboxArea} from its `index.ts`; `src/areas/index.ts` lists them once.
 */
import type { paths } from '@jijin/core';
import type { Ctx } from '../ctx';
import type { Handler } from '../http/registry';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * Every operation of the contract as `'METHOD /path/template/'`, exactly as openapi.yaml writes
 * it (e.g. `'GET /symbols/funds/{symbol}/'`). A handler keyed by anything else fails `tsc`.
 */
export type OperationKey = {
  [P in keyof paths & string]: {
    [M in Method]: paths[P] extends { [K in M]: infer O }
      ? [O] extends [undefined | never]
        ? never
        : `${Uppercase<M>} ${P}`
      : never;
  }[Method];
}[keyof paths & string];

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
  /**
   * Market-data or sandbox-authored tables the area seeds, which reset keeps. Every table an area
   * creates is in `userTables` or here (a test checks the database against both lists).
   */
  marketTables?: string[];
  /** Handlers by operation key; an operation may be handled by one area only. */
  handlers: Partial<Record<OperationKey, Handler>>;
  /**
   * Work due when the trading clock reaches a new date (after the fund confirmations of that
   * date): NAV of portfolios, fee accruals, alerts… Returns counts for `POST /__sandbox/clock`.
   */
  onDue?: (ctx: Ctx, today: string) => Record<string, number> | void;
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
