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
export const PORTS = { browser: 4310, 'native-webview': 4311, 'mini-program-h5': 4312 } as const;
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
const apps = (['browser', 'native-webview', 'mini-program-h5'] as const).filter((app) =>
  existsSync(path.join(root, 'apps', app, 'src/main.tsx')),
);

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './artifacts/report' }]],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', actionTimeout: 15_000 },
  webServer: [
    ...(hasSandbox
      ? [
          {
            command: 'pnpm --filter @jijin/sandbox-api start',
            url: `http://127.0.0.1:${SANDBOX_PORT}/__sandbox/health`,
            env: {
              SANDBOX_PORT: String(SANDBOX_PORT),
              SANDBOX_DB: path.join(root, 'e2e/artifacts/sandbox-e2e.db'),
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
      command: `pnpm --filter @jijin/${app} exec vite preview --port ${PORTS[app]} --strictPort`,
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
