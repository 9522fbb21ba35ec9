import type { ClientInfo } from '../client/client';

/** Which host shell the app runs in (README "Ports"). */
export type HostKind = 'browser' | 'native' | 'mini-program';

/**
 * What a share hands to the host: title, description, link (absolute URL on our origin), image.
 * @see README "Ports" (host bridges)
 */
export interface SharePayload {
  title: string;
  desc?: string;
  link: string;
  imgUrl?: string;
}

/**
 * A notice for the host to show outside the page (a system notification in the native apps): one
 * message of the investor's message centre.
 * @see README "Ports" (host bridges)
 */
export interface HostNotice {
  /** The message's id (the host may drop a notice it has shown before). */
  id: number;
  title: string;
  body: string;
  /** The path + query on our origin that opens the message (appPaths). */
  link: string;
}

/**
 * What a host shell must provide (README "Ports").
 * Each app implements it in `apps/<host>/src/bridge/` and injects it at its composition root;
 * core, ui and features call only this interface and never sniff the host themselves.
 */
export interface HostBridge {
  readonly kind: HostKind;
  /** Whether the app's own header bar is shown (browser) or hidden (native apps, mini-program). */
  readonly showHeader: boolean;
  /**
   * Whether `login` can hand back a token without leaving the page (native apps). When true the
   * API client retries the call that got 401 with the new token; when false the page shows the
   * 401 toast and navigates to login 2,500 ms later (spec 000 §2, §8).
   */
  readonly loginInPlace: boolean;
  /**
   * What the host knows about its client (spec 000 §6): core's `detectClient` of the user agent
   * the host runs under. Features read host differences from this value (futures pages only in
   * the futures app, the newer AI chat routes from native 5.3.0 — spec 001 §2) and never sniff
   * the user agent themselves. Optional: a bridge without it is a plain browser.
   */
  readonly client?: ClientInfo;
  /**
   * Whether the host has its own login page (native apps that can log in, the mini-program):
   * the web login route then calls `login(next)` instead of showing the web form, so a guest is
   * never shown a second login inside the host. Default false (browser).
   */
  readonly hostLogin?: boolean;
  /**
   * Ask the host to log the user in and come back to `next` (the path + query on our origin,
   * not yet encoded; the host encodes it into its login URL, spec 000 §2). Resolves with a fresh
   * access token when the host can hand one back without leaving the page (native), or `null`
   * when it navigates away (browser, mini-program) or the user cancelled. Never rejects.
   */
  login(next: string): Promise<string | null>;
  /**
   * Share a page: the browser shows its share mask, native and mini-program hand it to the host.
   * Resolves when the host has taken it (or the user dismissed the sheet); never rejects.
   */
  share(payload: SharePayload): Promise<void>;
  /** Set the page title (document.title and, in a host with its own bar, the host's title). */
  setTitle(title: string): void;
  /**
   * Open a feature only the native app has (asset health, fund model — spec 000 §2).
   * Resolves `true` when the host opened it, `false` when the page must show the
   * "only in the app" confirm dialog (去下载 / 取消). Never rejects.
   */
  openAppFeature(feature: 'asset_health' | 'fund_model' | string): Promise<boolean>;
  /** Close the web view (native, mini-program) or go back home (browser). */
  close(): void;
  /**
   * Hand a new message of the message centre to the host (native: a system notification;
   * mini-program: a posted message). Optional: a host without it (the browser) leaves the message
   * in the inbox only. Resolves `true` when the host took it, `false` otherwise; never rejects.
   */
  notify?(notice: HostNotice): Promise<boolean>;
}
