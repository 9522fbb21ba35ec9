export { createBrowserBridge, SITE_NAME } from './browser-bridge';
export type { BrowserBridgeOptions } from './browser-bridge';
