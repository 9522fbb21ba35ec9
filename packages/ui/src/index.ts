/**
 * @jijin/ui — mobile React components on antd-mobile, themed through CSS variables, in Chinese.
 * Charts live in the separate, lazily loaded `@jijin/ui/charts` entry; styles in
 * `@jijin/ui/styles.css`.
 */
export * from './theme-provider/index';
export * from './host-ui/index';
export * from './feedback/index';
export * from './spinner/index';
export * from './icons/index';
export * from './modal-frame/index';
export * from './form-field/index';
export * from './mobile-input/index';
export * from './captcha-button/index';
export * from './password-input/index';
export * from './trade-password-dialog/index';
export * from './money-input/index';
export * from './id-card-input/index';
export * from './bank-card-input/index';
export * from './agreement-checkbox/index';
export * from './slider-check-slot/index';
export * from './percent-text/index';
export * from './big-number/index';
export * from './money-text/index';
export * from './fund-score-badge/index';
export * from './trade-status-tag/index';
export * from './risk-level-badge/index';
export * from './nav-freshness-tag/index';
export * from './example-tag/index';
export * from './trade-buttons/index';
export * from './follow-button/index';
export * from './list-row/index';
export * from './bank-card-item/index';
export * from './state-block/index';
export * from './infinite-list/index';
export * from './virtual-list/index';
export * from './banner-carousel/index';
export * from './first-guide/index';
export * from './app-only-dialog/index';
export * from './header-bar/index';
export * from './tab-bar/index';
export * from './safe-html/index';
export * from './bank-card-picker/index';
