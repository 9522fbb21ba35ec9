// Lint for the whole workspace. The layer rules below are what keeps the house standing:
// core <- ui <- features <- apps (ARCHITECTURE.md habit 1), enforced here, not by review.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { areaBoundaries } from './tooling/scripts/eslint-area-boundaries.mjs';

const APPS = ['@jijin/browser', '@jijin/native-webview', '@jijin/mini-program-h5'];
const UI_LIBS = [
  'react',
  'react-dom',
  'react-dom/*',
  'antd-mobile',
  'antd-mobile/*',
  'echarts',
  'echarts/*',
];
const STATE_LIBS = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/*',
  'react-redux',
  'redux',
  'react-router',
  'react-router-dom',
];
const HOST_LIBS = ['weixin-js-sdk', 'js-cookie'];

const restrict = (paths, patterns = [], extraPaths = []) => [
  'error',
  {
    paths: [
      ...paths.map((name) => ({
        name,
        message: 'Against the layer direction core <- ui <- features <- apps.',
      })),
      ...extraPaths,
    ],
    patterns,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      'packages/core/src/api/schema.gen.ts',
      'packages/core/docs/**',
      'packages/core/etc/**',
      'tooling/sandbox-api/seed/**',
      'tooling/sandbox-api/data/**',
      'bench/results/**',
      'e2e/artifacts/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/features/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // core: headless. No React, no UI, no Redux, no host code, no DOM globals.
  {
    files: ['packages/core/src/**/*.ts'],
    // src/decimal.ts is the one place that imports decimal.js-light (see the rule below).
    ignores: ['packages/core/src/**/__tests__/**', 'packages/core/src/decimal.ts'],
    rules: {
      'no-restricted-imports': restrict(
        ['@jijin/ui', '@jijin/features', ...APPS, ...UI_LIBS, ...STATE_LIBS, ...HOST_LIBS],
        [{ group: ['@jijin/ui/*', '@jijin/features/*'], message: 'core is the bottom layer.' }],
        [
          {
            name: 'decimal.js-light',
            message:
              "Import { Decimal } from core's src/decimal.ts: a default import of decimal.js-light becomes a namespace (TS2709) in the published .d.ts under node16/nodenext.",
          },
        ],
      ),
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'location',
          'history',
        ].map((name) => ({
          name,
          message: 'core has no DOM: take it through a port (core/src/ports).',
        })),
      ],
    },
  },
  // ui: may use core; never features, apps, state libraries or host code.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        ['@jijin/features', ...APPS, ...STATE_LIBS, ...HOST_LIBS],
        [
          { group: ['@jijin/features/*'], message: 'ui sits below features.' },
          {
            group: ['@jijin/core/src/*', '@jijin/core/dist/*'],
            message:
              "Import core through its public entries: '@jijin/core' or a subpath of its package.json exports.",
          },
        ],
      ),
    },
  },
  // features: may use core and ui; never an app or host SDK.
  {
    files: ['packages/features/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [...APPS, 'weixin-js-sdk'],
        [
          {
            group: ['@jijin/core/src/*', '@jijin/core/dist/*', '@jijin/ui/src/*'],
            message: 'Import a package through its public entries (package.json exports).',
          },
        ],
      ),
    },
  },
  // Feature areas never import each other (ARCHITECTURE.md habit 10), judged by where a relative
  // import lands: an area reaches only its own folder, app/ and shared/; the frame (app/) reaches
  // no area (tooling/scripts/eslint-area-boundaries.mjs; proved by
  // packages/features/src/app/__tests__/area-boundaries.test.ts).
  {
    files: ['packages/features/src/**/*.{ts,tsx}'],
    plugins: { jijin: areaBoundaries },
    rules: { 'jijin/area-boundaries': 'error' },
  },
  // apps: host SDKs only inside src/bridge (ARCHITECTURE.md habit 11); no app imports another.
  ...['browser', 'native-webview', 'mini-program-h5'].map((app) => ({
    files: [`apps/${app}/src/**/*.{ts,tsx}`],
    ignores: [`apps/${app}/src/bridge/**`],
    rules: {
      'no-restricted-imports': restrict(
        [...APPS.filter((name) => name !== `@jijin/${app}`), 'weixin-js-sdk'],
        [{ group: ['../../*/src/*'], message: 'An app never imports another app.' }],
      ),
    },
  })),
  {
    files: [
      '**/__tests__/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'e2e/**',
      'tooling/**',
      '**/scripts/**',
      '**/*.config.{ts,mjs,js}',
    ],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The sandbox's handlers and domain are typed from the contract (`Req<K>`), its tests' answers
    // by the operation their URL matches (src/__tests__/helpers.ts): no `any`, tests included.
    files: ['tooling/sandbox-api/src/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // The throwaway consumers of the packed @jijin/core include CommonJS ones, on purpose.
    files: ['tooling/consumers/projects/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
