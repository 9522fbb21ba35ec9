import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { preloadStartChunks, reactRouterProduction } from '../../../scripts/app-chunks.mjs';

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
};

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  moduleIds,
});

const CLIENT =
  '/repo/node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/react-dom-client.production.js';

function tagsFor(plugin: Plugin, html: string, bundle: Record<string, Chunk | { type: 'asset' }>) {
  (plugin.configResolved as (c: { base: string }) => void)({ base: '/' });
  const hook = plugin.transformIndexHtml as unknown as {
    handler: (
      html: string,
      ctx: { bundle: typeof bundle },
    ) => { attrs: { href: string; rel: string } }[];
  };
  return hook.handler(html, { bundle });
}

describe('preloadStartChunks', () => {
  it('preloads the chunk holding React DOM client and what it imports, not the entry or what the HTML has', () => {
    const bundle = {
      'assets/index-a.js': chunk(
        'assets/index-a.js',
        ['/repo/apps/browser/src/main.tsx'],
        ['assets/rolldown-runtime-b.js'],
        true,
      ),
      'assets/rolldown-runtime-b.js': chunk('assets/rolldown-runtime-b.js', [
        '\0rolldown/runtime.js',
      ]),
      'assets/client-c.js': chunk(
        'assets/client-c.js',
        [CLIENT, '/repo/node_modules/scheduler/index.js'],
        ['assets/react-dom-d.js', 'assets/index-a.js', 'assets/rolldown-runtime-b.js'],
      ),
      'assets/react-dom-d.js': chunk(
        'assets/react-dom-d.js',
        ['/repo/node_modules/react-dom/index.js'],
        ['assets/rolldown-runtime-b.js'],
      ),
      'assets/home-screen-e.js': chunk('assets/home-screen-e.js', [
        '/repo/packages/features/src/home/screens/home-screen.tsx',
      ]),
      'assets/index-f.css': { type: 'asset' as const },
    };
    const html =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">';
    const tags = tagsFor(preloadStartChunks(), html, bundle);
    expect(tags.map((t) => [t.attrs.rel, t.attrs.href])).toEqual([
      ['modulepreload', '/assets/client-c.js'],
      ['modulepreload', '/assets/react-dom-d.js'],
    ]);
  });

  it('adds nothing when no chunk holds the start modules (e.g. React DOM client in the entry)', () => {
    const bundle = { 'assets/index-a.js': chunk('assets/index-a.js', [CLIENT], [], true) };
    expect(tagsFor(preloadStartChunks(), '', bundle)).toEqual([]);
  });
});

describe('reactRouterProduction', () => {
  const resolveWith = (id: string | null) => {
    const plugin = reactRouterProduction();
    const resolveId = plugin.resolveId as (
      this: { resolve: () => Promise<{ id: string } | null> },
      source: string,
      importer: string | undefined,
      options: object,
    ) => Promise<{ id: string } | null>;
    const ctx = { resolve: async () => (id === null ? null : { id }) };
    return (source: string) => resolveId.call(ctx, source, '/repo/x.ts', {});
  };

  it('swaps react-router and react-router/dom to dist/production', async () => {
    const root = '/repo/node_modules/.pnpm/react-router@7/node_modules/react-router';
    await expect(
      resolveWith(`${root}/dist/development/index.mjs`)('react-router'),
    ).resolves.toEqual({
      id: `${root}/dist/production/index.mjs`,
    });
    await expect(
      resolveWith(`${root}/dist/development/dom-export.mjs`)('react-router/dom'),
    ).resolves.toEqual({
      id: `${root}/dist/production/dom-export.mjs`,
    });
  });

  it('leaves other modules and other builds alone', async () => {
    await expect(resolveWith('/repo/node_modules/react/index.js')('react')).resolves.toBeNull();
    await expect(resolveWith('/x/dist/index.mjs')('react-router')).resolves.toEqual({
      id: '/x/dist/index.mjs',
    });
    await expect(resolveWith(null)('react-router')).resolves.toBeNull();
  });
});
