/**
 * The native apps' host bridge: the only host-specific code of this shell (ARCHITECTURE.md
 * habit 11). See README.md for the protocol the native side implements.
 */
export { createNativeBridge } from './native-bridge';
export type {
  NativeBridge,
  NativeBridgeOptions,
  NativeFallbacks,
  NativeSession,
} from './native-bridge';
export { createNativeChannel, NativeChannelError } from './channel';
export type {
  NativeChannel,
  NativeChannelOptions,
  NativeChannelErrorCode,
  NativeHostWindow,
} from './channel';
export * from './protocol';
export { createBrowserNativeBridge } from './browser-native-bridge';
