// What every part of `pnpm bench` is given (src/run.ts builds it) and what it gives back.
import type { Browser } from 'playwright-core';
import type { Figure } from '../report.ts';
import type { Session } from '../lighthouse.ts';

export const PARTS = [
  'size',
  'revisit',
  'navigation',
  'lighthouse',
  'render',
  'sandbox',
  'scale',
] as const;
export type Part = (typeof PARTS)[number];

export interface Context {
  /** Lighthouse runs per route and render runs per case (`--runs`). */
  runs: number;
  /** The app behind lib/host.ts (`https://127.0.0.1:<port>`), '' when no part needs it. */
  appUrl: string;
  /** The bare React page behind lib/host.ts. */
  baselineUrl: string;
  /** The stack floor behind lib/host.ts (stack/), its /api on the app's sandbox. */
  stackUrl: string;
  /** The render page on `vite preview`. */
  renderUrl: string;
  /** The sandbox's port, for a page served beside the app (src/content-floor.ts). */
  sandboxPort?: number;
  /** The bench account's session for the guarded routes (undefined: measured as a guest). */
  session?: Session;
  /** One shared headless Chromium (launched on first use, closed by src/run.ts). */
  browser: () => Promise<Browser>;
}

/** A part's figures (with their budgets) and the raw measurements behind them for the JSON. */
export interface PartResult {
  figures: Figure[];
  details: Record<string, unknown>;
}

export const kb = (bytes: number) => bytes / 1024;
export const r2 = (x: number) => Math.round(x * 100) / 100;
