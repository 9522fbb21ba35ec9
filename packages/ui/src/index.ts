/**
 * @jijin/ui — mobile React components on antd-mobile, themed through CSS variables, in Chinese.
 * Charts live in the separate, lazily loaded `@jijin/ui/charts` entry; styles in
 * `@jijin/ui/styles.css`.
 */
export * from './theme-provider/index';
export * from './host-ui/index';
export * from './feedback/index';
