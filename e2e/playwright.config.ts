import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * Playwright projects, one per host shell, in Debian's Chromium against the sandbox API
 * (TOOLCHAIN.md: never `playwright install`; launch /usr/bin/chromium with these flags).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8790);
/** App preview ports: 4310-4312, or from E2E_APP_PORT_BASE to run beside another suite on one machine. */
const PORT_BASE = Number(process.env.E2E_APP_PORT_BASE ?? 4310);
export const PORTS = {
  browser: PORT_BASE,
  'native-webview': PORT_BASE + 1,
  'mini-program-h5': PORT_BASE + 2,
} as const;
/** Where results go (E2E_ARTIFACTS, default ./artifacts): separate runs on one machine need separate folders. */
const ARTIFACTS = process.env.E2E_ARTIFACTS ?? './artifacts';
const SANDBOX_DB_FILE = SANDBOX_PORT === 8790 ? 'sandbox-e2e.db' : `sandbox-e2e-${SANDBOX_PORT}.db`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const mobile = {
  ...devices['iPhone SE'],
  browserName: 'chromium' as const,
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  launchOptions: { executablePath: chromium, args: CHROME_ARGS },
};

const hasSandbox = existsSync(path.join(root, 'tooling/sandbox-api/src/main.ts'));
/** Only these apps (E2E_APPS=browser,native-webview), default every app with an entry. */
const only = process.env.E2E_APPS?.split(',').map((a) => a.trim());
const apps = (['browser', 'native-webview', 'mini-program-h5'] as const).filter(
  (app) =>
    existsSync(path.join(root, 'apps', app, 'src/main.tsx')) && (!only || only.includes(app)),
);
/**
 * Serve builds from E2E_BUILD_DIR/<app> instead of apps/<app>/dist (build there with
 * `vite build --outDir`), so a rebuild of dist by someone else does not change the app under test.
 */
const BUILD_DIR = process.env.E2E_BUILD_DIR;

export default defineConfig({
  testDir: './tests',
  outputDir: `${ARTIFACTS}/test-results`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: `${ARTIFACTS}/report` }]],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', actionTimeout: 15_000 },
  webServer: [
    ...(hasSandbox
      ? [
          {
            command: 'pnpm --filter @jijin/sandbox-api start',
            url: `http://127.0.0.1:${SANDBOX_PORT}/__sandbox/health`,
            env: {
              SANDBOX_PORT: String(SANDBOX_PORT),
              SANDBOX_DB: path.join(root, 'e2e/artifacts', SANDBOX_DB_FILE),
              SANDBOX_DEV: '1',
              SANDBOX_FRESH: '1',
            },
            reuseExistingServer: false,
            timeout: 120_000,
            cwd: root,
          },
        ]
      : []),
    ...apps.map((app) => ({
      command: `pnpm --filter @jijin/${app} exec vite preview --port ${PORTS[app]} --strictPort${BUILD_DIR ? ` --outDir ${path.join(BUILD_DIR, app)}` : ''}`,
      url: `http://127.0.0.1:${PORTS[app]}/`,
      env: { SANDBOX_PORT: String(SANDBOX_PORT) },
      reuseExistingServer: false,
      timeout: 120_000,
      cwd: root,
    })),
  ],
  projects: apps.map((app) => ({
    name: app,
    testDir: `./tests/${app}`,
    use: { ...mobile, baseURL: `http://127.0.0.1:${PORTS[app]}` },
  })),
});
