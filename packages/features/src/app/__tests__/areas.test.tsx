import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detectClient } from '@jijin/core/navigation';
import { AppRoot } from '../app-root';
import { areasForHost, composeAreas, composeTabs, publicRoute, type AreaModule } from '../area';
import { AppTabBar, activeTab } from '../tab-bar';
import { makeStore } from '../store';
import { createMemoryAppRouter } from '../router';
import { fakeServices } from '../../shared/test/fake-api';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The non-test source files of app/, recursively. */
function frameFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : frameFiles(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

/** Every module specifier a file imports (static, re-export, dynamic). */
function specifiers(source: string): string[] {
  const found = source.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g);
  return [...found].map((m) => m[1]!);
}

describe('the frame imports no area', () => {
  it('no file of app/ imports from an area folder, shared/ or the package entry', () => {
    const files = frameFiles(appDir);
    expect(files.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const file of files) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('@jijin/features')) leaks.push(`${file}: ${spec}`);
        if (!spec.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), spec);
        if (target !== appDir && !target.startsWith(appDir + path.sep)) {
          leaks.push(`${path.relative(appDir, file)} imports ${spec}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('the scan would catch an area import (the pattern reads static, dynamic and re-exports)', () => {
    const src =
      "import { a } from '../funds/api';\nexport { b } from '../home/index';\nconst c = () => import('../accounts/x');";
    expect(specifiers(src)).toEqual(['../funds/api', '../home/index', '../accounts/x']);
  });
});

const Screen = () => (
  <main>
    <h1>屏幕</h1>
    <AppTabBar />
  </main>
);
const screenModule = async () => ({ default: Screen });

const homeLike: AreaModule = {
  id: 'stand-in-home',
  routes: [publicRoute('/', screenModule)],
  tabs: [{ path: '/', label: '首页', order: 0 }],
};
const fundsLike: AreaModule = {
  id: 'stand-in-funds',
  routes: [publicRoute('/symbols/funds/', screenModule)],
  tabs: [{ path: '/symbols/funds/', label: '基金', order: 10 }],
};
const mineLike: AreaModule = {
  id: 'stand-in-mine',
  routes: [publicRoute('/accounts/mine/', screenModule)],
  tabs: [{ path: '/accounts/mine/', label: '我的', order: 90 }],
};
const futuresOnly: AreaModule = {
  id: 'stand-in-futures',
  routes: [publicRoute('/futures/', screenModule)],
  tabs: [{ path: '/futures/', label: '期货', order: 50 }],
  isFor: (client) => client.isFuturesApp,
};

describe('tabs come from the areas (composeTabs)', () => {
  const areas = [mineLike, futuresOnly, homeLike, fundsLike];
  const browser = detectClient('');
  const futuresApp = detectClient(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) JijinFutures/5.4.1',
  );

  it('orders the tab entries and leaves out areas that are not for the client', () => {
    expect(composeTabs(areas, browser).map((t) => t.label)).toEqual(['首页', '基金', '我的']);
    expect(composeTabs(areas, futuresApp).map((t) => t.label)).toEqual([
      '首页',
      '基金',
      '期货',
      '我的',
    ]);
    expect(composeAreas(areas, browser).map((r) => r.path)).toEqual([
      '/accounts/mine/',
      '/',
      '/symbols/funds/',
    ]);
  });

  it('marks the tab of the longest matching path, and the home tab only on /', () => {
    const tabs = composeTabs(areas, browser);
    expect(activeTab('/symbols/funds/', tabs)).toBe('/symbols/funds/');
    expect(activeTab('/accounts/mine/', tabs)).toBe('/accounts/mine/');
    expect(activeTab('/', tabs)).toBe('/');
    expect(activeTab('/s/000001', tabs)).toBe('');
  });

  it('the tab bar shows the tabs the shell passes to AppRoot, the current one marked', async () => {
    const { services } = fakeServices();
    const router = createMemoryAppRouter(composeAreas(areas, browser), ['/symbols/funds/']);
    render(
      <AppRoot
        store={makeStore(services)}
        services={services}
        router={router}
        tabs={composeTabs(areas, browser)}
      />,
    );
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['首页', '基金', '我的']);
    expect(within(nav).getByRole('link', { name: '基金' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '我的' })).toHaveAttribute(
      'href',
      '/accounts/mine/',
    );
  });
});

describe('a manifest names the hosts that serve it (areasForHost)', () => {
  it('keeps areas without hosts everywhere and host-limited areas only in their hosts', () => {
    const h5Only: AreaModule = {
      ...fundsLike,
      id: 'stand-in-h5',
      hosts: ['browser', 'mini-program'],
    };
    const areas = [homeLike, h5Only];
    expect(areasForHost(areas, 'browser').map((a) => a.id)).toEqual([
      'stand-in-home',
      'stand-in-h5',
    ]);
    expect(areasForHost(areas, 'native').map((a) => a.id)).toEqual(['stand-in-home']);
  });
});
