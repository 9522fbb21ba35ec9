import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from '../../../scripts/app-chunks.mjs';

describe('reactRouterProduction (issue 20)', () => {
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
