import type { ClientInfo, HostBridge, HostNotice, SharePayload } from '@jijin/core';
import { loginUrl } from '@jijin/core/navigation';
import {
  GET_ENV_TIMEOUT_MS,
  MINI_PROGRAM_BRIDGE_MARKER,
  MINI_PROGRAM_SHARE_TIP,
  miniProgramLoginUrl,
  type MiniProgramNotifyMessage,
  type MiniProgramShareMessage,
  type WxMiniProgram,
} from './protocol';

/** What the page does itself outside the mini-program (e.g. the H5 opened in a phone browser). */
export interface MiniProgramFallbacks {
  /** Leave for a URL on our origin (the web login page). */
  navigate(url: string): void;
  setDocumentTitle(title: string): void;
  /** Show the share guide (the ui share mask) with a tip. */
  showShareGuide(tip?: string): void;
  goHome(): void;
}

/** The mini-program web-view's {@link HostBridge}, plus the environment check. */
export interface MiniProgramBridge extends HostBridge {
  readonly kind: 'mini-program';
  /**
   * Load the SDK and ask `wx.miniProgram.getEnv` whether the page runs in the mini-program's
   * web-view (at most 1,500 ms). Call once before rendering; later calls return the same promise.
   * Never rejects (a failed load or no answer means "not in the mini-program").
   */
  connect(): Promise<boolean>;
  /** What `connect` found (false before it resolves). */
  readonly inMiniProgram: boolean;
}

/** What {@link createMiniProgramBridge} needs. */
export interface MiniProgramBridgeOptions {
  /** Loads `weixin-js-sdk` and returns `wx.miniProgram` (lazily, after the fragment token is gone). */
  loadSdk: () => Promise<WxMiniProgram>;
  /** core's `detectClient(navigator.userAgent)` (`MicroMessenger` + `miniProgram`). */
  client: ClientInfo;
  fallbacks: MiniProgramFallbacks;
  /** Our origin, to turn share links into web-view paths (default: `link` kept as is). */
  origin?: string;
  setTimer?: (callback: () => void, ms: number) => unknown;
  /** Epoch ms (default `Date.now`), for the login de-duplication window. */
  now?: () => number;
  warn?: (message: string) => void;
}

/**
 * Asking again for the same login page within this window (ms) is the same request: a 401 asks
 * the bridge and, as the session ends, the guarded page's login route asks too — one login page
 * must open in the mini-program, not two stacked.
 */
export const LOGIN_DEDUPE_MS = 2_000;

function pathOf(link: string, origin: string | undefined): string {
  if (!origin) return link;
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? url.pathname + url.search : link;
  } catch {
    return link;
  }
}

/**
 * The MiniProgramBridge (ARCHITECTURE.md "Host bridges"): header hidden (the mini-program shows its own
 * bar with `document.title`); login navigates to the mini-program's login page with the return
 * path (the mini-program later reopens the web-view with `#token=`); share posts the payload to
 * the mini-program and shows the guide to its 转发 menu; close goes back in the mini-program.
 */
export function createMiniProgramBridge(options: MiniProgramBridgeOptions): MiniProgramBridge {
  const { client, fallbacks } = options;
  const setTimer = options.setTimer ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const warn =
    options.warn ?? ((message: string) => console.warn(`[mini-program bridge] ${message}`));
  let sdk: WxMiniProgram | null = null;
  let inMiniProgram = false;
  let connecting: Promise<boolean> | null = null;
  let lastLogin: { url: string; at: number } | null = null;
  const now = options.now ?? (() => Date.now());

  return {
    kind: 'mini-program',
    showHeader: false,
    loginInPlace: false,
    client,
    get hostLogin() {
      return inMiniProgram;
    },
    get inMiniProgram() {
      return inMiniProgram;
    },
    connect() {
      connecting ??= options.loadSdk().then(
        (miniProgram) =>
          new Promise<boolean>((resolve) => {
            sdk = miniProgram;
            let done = false;
            const finish = (value: boolean) => {
              if (done) return;
              done = true;
              inMiniProgram = value;
              resolve(value);
            };
            setTimer(() => finish(false), GET_ENV_TIMEOUT_MS);
            try {
              miniProgram.getEnv((res) => finish(res?.miniprogram === true));
            } catch {
              finish(false);
            }
          }),
        (error: unknown) => {
          warn(
            `weixin-js-sdk failed to load: ${error instanceof Error ? error.message : String(error)}`,
          );
          return false;
        },
      );
      return connecting;
    },
    async login(next: string) {
      if (!(inMiniProgram && sdk)) {
        fallbacks.navigate(loginUrl(next));
        return null;
      }
      const url = miniProgramLoginUrl(next);
      const at = now();
      if (lastLogin && lastLogin.url === url && at - lastLogin.at < LOGIN_DEDUPE_MS) return null;
      lastLogin = { url, at };
      sdk.navigateTo({
        url,
        fail: (res) => warn(`navigateTo ${url} failed: ${JSON.stringify(res)}`),
      });
      return null;
    },
    async share(payload: SharePayload) {
      if (inMiniProgram && sdk) {
        const message: MiniProgramShareMessage = {
          jijin: MINI_PROGRAM_BRIDGE_MARKER,
          type: 'share',
          title: payload.title,
          desc: payload.desc,
          path: pathOf(payload.link, options.origin),
          link: payload.link,
          imgUrl: payload.imgUrl,
        };
        sdk.postMessage({ data: message });
        fallbacks.showShareGuide(MINI_PROGRAM_SHARE_TIP);
        return;
      }
      fallbacks.showShareGuide();
    },
    setTitle(title: string) {
      // The web-view's navigation bar shows document.title.
      fallbacks.setDocumentTitle(title);
    },
    async openAppFeature() {
      return false;
    },
    close() {
      if (inMiniProgram && sdk) sdk.navigateBack({ delta: 1 });
      else fallbacks.goHome();
    },
    /** Posts the notice to the mini-program (delivered at its next back / share / destroy). */
    notify(notice: HostNotice) {
      if (!(inMiniProgram && sdk)) return Promise.resolve(false);
      const message: MiniProgramNotifyMessage = {
        jijin: MINI_PROGRAM_BRIDGE_MARKER,
        type: 'notify',
        id: notice.id,
        title: notice.title,
        body: notice.body,
        path: notice.link,
      };
      sdk.postMessage({ data: message });
      return Promise.resolve(true);
    },
  };
}
