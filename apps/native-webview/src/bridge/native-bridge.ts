import type { ClientInfo, HostBridge, HostNotice, SharePayload } from '@jijin/core';
import { loginUrl } from '@jijin/core/navigation';
import { NativeChannelError, type NativeChannel } from './channel';
import {
  NATIVE_BRIDGE_MARKER,
  PROTOCOL_MAX,
  PROTOCOL_MIN,
  type NativeAppKind,
  type NativeCapability,
} from './protocol';

/** What `hello` negotiated with the native app. */
export interface NativeSession {
  /** The protocol version both sides speak. */
  readonly protocol: number;
  readonly app: NativeAppKind;
  /** The native app's version as it reports it ('5.3.0'). */
  readonly version: string;
  readonly capabilities: ReadonlySet<NativeCapability>;
}

/** What the page does itself when the app has no bridge or lacks a capability. */
export interface NativeFallbacks {
  /** Leave for a URL on our origin (the web login page). */
  navigate(url: string): void;
  /** Set `document.title`. */
  setDocumentTitle(title: string): void;
  /** Show the share guide (the ui share mask). */
  showShareGuide(): void;
  /** Leave the page when the app cannot close the web view (home, spec 000 §2). */
  goHome(): void;
}

/** The native apps' {@link HostBridge}, plus the handshake. */
export interface NativeBridge extends HostBridge {
  readonly kind: 'native';
  /**
   * Negotiate with the native app (`hello`). Call once before rendering; later calls return the
   * same promise. Resolves the session, or `null` when there is no bridge, it did not answer in
   * time, or it speaks no protocol version this page speaks — the bridge then uses the web
   * fallbacks. Never rejects.
   */
  connect(): Promise<NativeSession | null>;
  /** The negotiated session (null before `connect` resolves or when it failed). */
  readonly session: NativeSession | null;
}

/** What {@link createNativeBridge} needs. */
export interface NativeBridgeOptions {
  channel: NativeChannel;
  /** core's `detectClient(navigator.userAgent)` — the native app appends `JijinFund/5.3.0` etc. */
  client: ClientInfo;
  fallbacks: NativeFallbacks;
  /** The path the page is on, sent in `hello` (for the app's logs). */
  currentPath?: () => string;
  /** Reports a failed handshake or call (default console.warn). */
  warn?: (message: string) => void;
}

const APP_KINDS: readonly NativeAppKind[] = ['fund', 'stock', 'futures'];

function parseSession(result: unknown): NativeSession | string {
  const r = (result ?? {}) as Record<string, unknown>;
  const protocol = r.protocol;
  if (typeof protocol !== 'number' || protocol < PROTOCOL_MIN || protocol > PROTOCOL_MAX) {
    return `protocol ${String(protocol)} outside ${PROTOCOL_MIN}-${PROTOCOL_MAX}`;
  }
  if (!APP_KINDS.includes(r.app as NativeAppKind)) return `unknown app ${String(r.app)}`;
  const capabilities = Array.isArray(r.capabilities)
    ? (r.capabilities.filter((c) => typeof c === 'string') as NativeCapability[])
    : [];
  return {
    protocol,
    app: r.app as NativeAppKind,
    version: typeof r.version === 'string' ? r.version : '',
    capabilities: new Set(capabilities),
  };
}

/**
 * The NativeBridge (ARCHITECTURE.md "Host bridges"): header hidden; login asks the app for a token
 * (so the API client retries the call that got 401 in place); share opens the native share
 * sheet; title, app-only features and close go to the app. Each falls back to the web when the
 * negotiated session lacks the capability.
 */
export function createNativeBridge(options: NativeBridgeOptions): NativeBridge {
  const { channel, client, fallbacks } = options;
  const warn = options.warn ?? ((message: string) => console.warn(`[native bridge] ${message}`));
  let session: NativeSession | null = null;
  let connecting: Promise<NativeSession | null> | null = null;
  const can = (capability: NativeCapability) => session?.capabilities.has(capability) ?? false;

  return {
    kind: 'native',
    showHeader: false,
    client,
    get loginInPlace() {
      return can('login');
    },
    /** The app's own login answers the login route (only when it can hand back a token). */
    get hostLogin() {
      return can('login');
    },
    get session() {
      return session;
    },
    connect() {
      connecting ??= channel
        .request('hello', {
          protocol: { min: PROTOCOL_MIN, max: PROTOCOL_MAX },
          bridge: NATIVE_BRIDGE_MARKER,
          page: options.currentPath?.() ?? '',
        })
        .then(
          (result) => {
            const parsed = parseSession(result);
            if (typeof parsed === 'string') {
              warn(`hello refused: ${parsed}`);
              return null;
            }
            session = parsed;
            return parsed;
          },
          (error: unknown) => {
            if (!(error instanceof NativeChannelError && error.code === 'unavailable')) {
              warn(`hello failed: ${error instanceof Error ? error.message : String(error)}`);
            }
            return null;
          },
        );
      return connecting;
    },
    async login(next: string) {
      if (!can('login')) {
        fallbacks.navigate(loginUrl(next));
        return null;
      }
      try {
        const { token } = await channel.request('login', { next });
        return typeof token === 'string' && token !== '' ? token : null;
      } catch (error) {
        if (!(error instanceof NativeChannelError && error.nativeCode === 'cancelled')) {
          warn(`login failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        return null;
      }
    },
    async share(payload: SharePayload) {
      if (!can('share')) {
        fallbacks.showShareGuide();
        return;
      }
      try {
        const { title, desc, link, imgUrl } = payload;
        await channel.request('share', { title, desc, link, imgUrl });
      } catch (error) {
        warn(`share failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    setTitle(title: string) {
      fallbacks.setDocumentTitle(title);
      if (can('setTitle')) channel.notify('setTitle', { title });
    },
    async openAppFeature(feature: string) {
      if (!can('openAppFeature')) return false;
      try {
        const { opened } = await channel.request('openAppFeature', { feature });
        return opened === true;
      } catch {
        return false;
      }
    },
    close() {
      if (!(can('close') && channel.notify('close', {}))) fallbacks.goHome();
    },
    /** A system notification when the app has `notify`; otherwise the message stays in the inbox. */
    notify(notice: HostNotice) {
      if (!can('notify')) return Promise.resolve(false);
      const { id, title, body, link } = notice;
      return Promise.resolve(channel.notify('notify', { id, title, body, link }));
    },
  };
}
