import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook is set up by hand (TOOLCHAIN.md: `storybook init` fails on these machines). */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
