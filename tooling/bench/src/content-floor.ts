// The content floor of a route: the DOM the app has rendered on it once loaded, with the CSS it
// loaded, served as a static page without any script. Measured by Lighthouse like the route, its
// main-thread work is what style and layout of that screen cost with no JavaScript at all: the
// part of the route's work that no change to its scripts can remove (README "Reading a failure").
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { CHROME_FLAGS, CHROME_PATH, OUT } from './lib/env.ts';
import { chromeEnv, host, type Hosted } from './lib/host.ts';
import { OUT_DIRS } from './build.ts';
import type { Session } from './lighthouse.ts';

/** Lighthouse's mobile screen (its default config), so the snapshot has the layout it measures. */
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile as {
  width: number;
  height: number;
  deviceScaleFactor: number;
};
const LIGHTHOUSE_SCREEN = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};

/**
 * A document's HTML as a static page: scripts and module preloads removed, and absolute URLs of
 * the app's origin made relative, so that the page loads its CSS and images from the host that
 * serves it.
 * @param html the document's `outerHTML`
 * @param origin the app's origin (`https://127.0.0.1:<port>`)
 */
export function staticPage(html: string, origin: string): string {
  const body = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*(rel="modulepreload"|as="script")[^>]*>/gi, '')
    .split(origin + '/')
    .join('/');
  return `<!doctype html>\n${body}`;
}

/** A route's content page (see the head of this file). */
export interface ContentPage {
  /** The page's URL on its own host. */
  url: string;
  /** Elements under `<body>` once the route had loaded. */
  elements: number;
  close: () => Promise<void>;
}

/**
 * Loads `appUrl + route` in Chromium at Lighthouse's mobile screen size (with the session for a
 * guarded route), waits for the network to go quiet, and serves what it rendered as a static
 * page from `dist/content/<tag>/` (the app's CSS and images beside it, no JavaScript) on
 * `port`, `/api` and `/static` passed to the sandbox on `sandboxPort` as the app's host does.
 * @throws when the route does not load in 60 s
 */
export async function contentPage(
  appUrl: string,
  route: string,
  tag: string,
  port: number,
  sandboxPort: number | undefined,
  session?: Session,
): Promise<ContentPage> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
    env: chromeEnv(),
    headless: true,
  });
  let html: string;
  let elements: number;
  try {
    const page = await browser.newPage(LIGHTHOUSE_SCREEN);
    if (session) {
      await page.goto(`${appUrl}/__sandbox/health`, { timeout: 60_000 });
      await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [session.key, session.value]);
    }
    await page.goto(appUrl + route, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(1000);
    html = await page.evaluate(() => document.documentElement.outerHTML);
    elements = await page.evaluate(() => document.querySelectorAll('body *').length);
  } finally {
    await browser.close();
  }
  const dir = path.join(OUT, 'content', tag);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(OUT_DIRS.app, 'assets'), path.join(dir, 'assets'), {
    recursive: true,
    filter: (f) => !/\.(js|map)$/.test(f),
  });
  writeFileSync(path.join(dir, 'index.html'), staticPage(html, new URL(appUrl).origin));
  const served: Hosted = await host(dir, port, sandboxPort);
  return { url: served.url + '/', elements, close: served.close };
}
