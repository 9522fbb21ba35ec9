/**
 * The message protocol between this web view and the provider's native apps (fund, stock and
 * futures). README.md in this app documents it for the native side; this file is its source of
 * truth. Protocol version 1.
 *
 * Web -> native: one JSON string per message, posted to
 * - iOS (WKWebView):   `window.webkit.messageHandlers.jijin.postMessage(json)`
 * - Android (WebView): `window.JijinAndroid.postMessage(json)` (`@JavascriptInterface`)
 *
 * Native -> web: the native side calls `window.__jijinNativeReceive(json)` (a JSON string, or the
 * same object as a literal) through `evaluateJavaScript` / `evaluateJavascript`.
 */

/** Protocol versions this page speaks; `hello` negotiates one of them. */
export const PROTOCOL_MIN = 1;
export const PROTOCOL_MAX = 1;

/** Marks every envelope as ours (the native side may share its handler with other pages). */
export const ENVELOPE_TAG = 'jijin';

/** Name of the WKScriptMessageHandler (iOS) the native app registers. */
export const IOS_HANDLER_NAME = 'jijin';
/** Name of the JavascriptInterface object (Android) the native app adds. */
export const ANDROID_INTERFACE_NAME = 'JijinAndroid';
/** The global function the native side calls with responses. */
export const RECEIVE_FUNCTION_NAME = '__jijinNativeReceive';

/**
 * A marker string that only the native bridge carries (sent in `hello`); the bundle check
 * (tooling/scripts/check-bundle.mjs) looks for it to prove which bridge a bundle contains.
 */
export const NATIVE_BRIDGE_MARKER = 'jijin-native-bridge/1';

/** What the native app can do; `hello` lists the ones it implements. */
export type NativeCapability =
  'login' | 'share' | 'setTitle' | 'openAppFeature' | 'close' | 'notify';

/** Which native app answered `hello`. */
export type NativeAppKind = 'fund' | 'stock' | 'futures';

/** Request parameters and results, per method (protocol 1). */
export interface NativeMethods {
  /** Version negotiation: the first message the page sends. */
  hello: {
    params: { protocol: { min: number; max: number }; bridge: string; page: string };
    result: {
      protocol: number;
      app: NativeAppKind;
      version: string;
      capabilities: NativeCapability[];
    };
  };
  /** Log in (showing the app's login if needed); `token` null when the user cancelled. */
  login: { params: { next: string }; result: { token: string | null } };
  /** Open the native share sheet; `shared` false when the user dismissed it. */
  share: {
    params: { title: string; desc?: string; link: string; imgUrl?: string };
    result: { shared: boolean };
  };
  /** Open an app-only feature (e.g. `asset_health`, `fund_model`); `opened` false if unknown. */
  openAppFeature: { params: { feature: string }; result: { opened: boolean } };
}

/** Fire-and-forget messages (no id, no response). */
export interface NativeNotifications {
  setTitle: { title: string };
  close: Record<string, never>;
  /** A new message of the message centre, to show as a system notification; `link` opens it. */
  notify: { id: number; title: string; body: string; link: string };
}

export type NativeMethod = keyof NativeMethods;
export type NativeNotification = keyof NativeNotifications;

/** Web -> native: a request that expects exactly one response with the same id. */
export interface RequestEnvelope<M extends NativeMethod = NativeMethod> {
  jijin: 1;
  kind: 'request';
  id: string;
  method: M;
  params: NativeMethods[M]['params'];
}

/** Web -> native: a notification, never answered. */
export interface NotifyEnvelope<N extends NativeNotification = NativeNotification> {
  jijin: 1;
  kind: 'notify';
  method: N;
  params: NativeNotifications[N];
}

/** Error codes a response may carry (`cancelled` on login is read as "no token"). */
export type NativeErrorCode = 'cancelled' | 'unsupported' | 'bad_params' | 'failed';

/** Native -> web: the one answer to a request. */
export type ResponseEnvelope =
  | { jijin: 1; kind: 'response'; id: string; ok: true; result: unknown }
  | {
      jijin: 1;
      kind: 'response';
      id: string;
      ok: false;
      error: { code: NativeErrorCode | string; message?: string };
    };

/** Default response timeouts per method, in ms. */
export const DEFAULT_TIMEOUTS_MS: Readonly<Record<NativeMethod, number>> = {
  // An app that has the bridge answers at once; a missing answer means an old app or no bridge.
  hello: 1_500,
  // The user may be typing a password and an SMS code in the app's login.
  login: 300_000,
  // The user picks a target in the share sheet.
  share: 120_000,
  openAppFeature: 5_000,
};
