/**
 * @jijin/core — the headless domain core: typed API client, validation rules, status tables,
 * trade rules, pager, local lists, formatting, client detection, navigation and ports.
 * No React, no DOM globals, no host code.
 */
export * from './ports/index';
export * from './api/index';
export { REQUEST_MESSAGES } from './messages/request-messages';
