/** Which host shell the app runs in (DESIGN.md "Host bridges"). */
export type HostKind = 'browser' | 'native' | 'mini-program';

/** What a share hands to the host: title, description, link (absolute URL on our origin), image. */
export interface SharePayload {
  title: string;
  desc?: string;
  link: string;
  imgUrl?: string;
}

/**
 * What a host shell must provide (DESIGN.md "Host bridges (ports and adapters)").
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
   * Ask the host to log the user in and come back to `next` (an encoded path + query on our
   * origin, spec 000 §2). Resolves with a fresh access token when the host can hand one back
   * without leaving the page (native), or `null` when it navigates away (browser, mini-program).
   */
  login(next: string): Promise<string | null>;
  /** Share a page: the browser shows its share mask, native and mini-program hand it to the host. */
  share(payload: SharePayload): Promise<void>;
  /** Set the page title (document.title or the host's navigation bar). */
  setTitle(title: string): void;
  /**
   * Open a feature only the native app has (asset health, fund model — spec 000 §2).
   * Resolves `true` when the host opened it, `false` when the page must show the
   * "only in the app" confirm dialog (去下载 / 取消).
   */
  openAppFeature(feature: 'asset_health' | 'fund_model' | string): Promise<boolean>;
  /** Close the web view (native, mini-program) or go back home (browser). */
  close(): void;
}
