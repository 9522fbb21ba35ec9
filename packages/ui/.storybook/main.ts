import type { StorybookConfig } from '@storybook/react-vite';
import { sourceCondition } from '../../../tooling/scripts/source-condition.mjs';

/** Storybook is set up by hand (TOOLCHAIN.md: `storybook init` fails on these machines). */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  // @jijin/core from its sources (the "@jijin/source" export condition), no core build needed.
  viteFinal: (config) => ({
    ...config,
    resolve: { ...config.resolve, ...sourceCondition.resolve },
    ssr: { ...config.ssr, ...sourceCondition.ssr },
  }),
};

export default config;
