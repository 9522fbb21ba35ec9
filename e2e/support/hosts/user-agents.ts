/**
 * The user agents of the hosts, with core's client-detection tokens (packages/core/src/client,
 * DOMAIN.md): the native apps append `JijinFund/<version>` (`JijinStock/…`, `JijinFutures/…`);
 * the mini-program web-view carries `MicroMessenger` and `miniProgram`.
 */
const IOS_WEBKIT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.134 Mobile Safari/537.36';

export const UA = {
  /** The native fund app 5.3.0 on iOS (newer AI chat routes). */
  fundIos530: `${IOS_WEBKIT} JijinFund/5.3.0`,
  /** The native stock app 5.2.9 on Android (older AI chat routes). */
  stockAndroid529: `${ANDROID_WEBVIEW} JijinStock/5.2.9`,
  /** The native futures app 5.4.1 on iOS (light theme). */
  futuresIos541: `${IOS_WEBKIT} JijinFutures/5.4.1`,
  /** The native futures app 5.4.1 on iOS in dark theme. */
  futuresIosDark: `${IOS_WEBKIT} JijinFutures/5.4.1 theme/dark`,
  /** The messaging app's mini-program web-view on iOS. */
  miniProgramIos: `${IOS_WEBKIT} MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN miniProgram/wx5f1e2d3c4b5a6978`,
} as const;
