/**
 * What this web-view and the mini-program tell each other (README.md documents it for the
 * mini-program engineer). Everything goes through `weixin-js-sdk`'s `wx.miniProgram`.
 */

/** The mini-program's login page; `next` is the encoded path + query to come back to. */
export const MINI_PROGRAM_LOGIN_PAGE = '/pages/login/index';

/**
 * A marker only the mini-program bridge carries (in every `postMessage`); the bundle check
 * (tooling/scripts/check-bundle.mjs) looks for it to prove which bridge a bundle contains.
 */
export const MINI_PROGRAM_BRIDGE_MARKER = 'jijin-mini-program-bridge/1';

/** The tip shown with the share guide: the mini-program shares from its menu. */
export const MINI_PROGRAM_SHARE_TIP = '点击右上角「···」，转发给好友';

/** How long `getEnv` may take before the page assumes it is not in the mini-program, in ms. */
export const GET_ENV_TIMEOUT_MS = 1_500;

/** The message a share posts (`bindmessage` receives `detail.data` = all posted messages). */
export interface MiniProgramShareMessage {
  jijin: typeof MINI_PROGRAM_BRIDGE_MARKER;
  type: 'share';
  title: string;
  desc?: string;
  /** The H5 path + query to open in the web-view when the shared card is tapped. */
  path: string;
  /** The absolute link on our origin. */
  link: string;
  imgUrl?: string;
}

/**
 * The message a new message-centre notice posts; the mini-program may send it on as a subscribe
 * message (`path` opens it in the web-view).
 */
export interface MiniProgramNotifyMessage {
  jijin: typeof MINI_PROGRAM_BRIDGE_MARKER;
  type: 'notify';
  id: number;
  title: string;
  body: string;
  /** The H5 path + query of the message. */
  path: string;
}

/** The part of `wx.miniProgram` the bridge uses (weixin-js-sdk 1.6). */
export interface WxMiniProgram {
  navigateTo(options: { url: string; success?: () => void; fail?: (res: unknown) => void }): void;
  navigateBack(options: { delta?: number }): void;
  postMessage(options: { data: unknown }): void;
  getEnv(callback: (res: { miniprogram?: boolean }) => void): void;
}

/** Builds the mini-program login page URL with the return path (encoded once). */
export function miniProgramLoginUrl(next: string): string {
  return `${MINI_PROGRAM_LOGIN_PAGE}?next=${encodeURIComponent(next)}`;
}
