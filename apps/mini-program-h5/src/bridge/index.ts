/**
 * The mini-program web-view's host bridge: the only host-specific code of this shell and the
 * only place `weixin-js-sdk` is used (ARCHITECTURE.md habit 11). See README.md for the protocol.
 */
export { createMiniProgramBridge, LOGIN_DEDUPE_MS } from './mini-program-bridge';
export type {
  MiniProgramBridge,
  MiniProgramBridgeOptions,
  MiniProgramFallbacks,
} from './mini-program-bridge';
export { createBrowserMiniProgramBridge } from './browser-mini-program-bridge';
export { takeFragmentToken, watchFragmentToken, FRAGMENT_TOKEN_PARAM } from './fragment-token';
export * from './protocol';
