import type { ClientInfo, HostBridge, SharePayload } from '@jijin/core';
import { HOME_PATH, detectClient, loginUrl } from '@jijin/core/navigation';
import { feedback } from '@jijin/ui';

/** What the browser bridge uses from the page (injected for tests). */
export interface BrowserBridgeOptions {
  /** Full-page navigation (default `window.location.assign`). */
  assign?: (url: string) => void;
  /** Sets the document title (default writes `document.title`). */
  setDocumentTitle?: (title: string) => void;
  /** Shows the browser share mask (default the ui feedback service's). */
  showShareMask?: () => void;
  /** The user agent (default `navigator.userAgent`). */
  userAgent?: string;
}

/** The site name appended to page titles. */
export const SITE_NAME = '基金';

/**
 * The public site's {@link HostBridge} (ARCHITECTURE.md "Host bridges"): our own header is shown;
 * login goes to /accounts/login/?next=<encoded path + query> (core's `loginUrl`) and never logs
 * in in place; share shows the share mask; the app-only tools are not available (the page asks
 * whether to download the app); close goes home.
 */
export function createBrowserBridge(options: BrowserBridgeOptions = {}): HostBridge {
  const assign = options.assign ?? ((url: string) => window.location.assign(url));
  const setDocumentTitle =
    options.setDocumentTitle ?? ((title: string) => void (document.title = title));
  const showShareMask = options.showShareMask ?? (() => feedback.showShareMask());
  const client: ClientInfo = detectClient(options.userAgent ?? navigator.userAgent);
  return {
    kind: 'browser',
    showHeader: true,
    loginInPlace: false,
    hostLogin: false,
    client,
    login(next: string) {
      assign(loginUrl(next));
      return Promise.resolve(null);
    },
    share(_payload: SharePayload) {
      showShareMask();
      return Promise.resolve();
    },
    setTitle(title: string) {
      setDocumentTitle(title && title !== SITE_NAME ? `${title} - ${SITE_NAME}` : SITE_NAME);
    },
    openAppFeature() {
      return Promise.resolve(false);
    },
    close() {
      assign(HOME_PATH);
    },
  };
}
