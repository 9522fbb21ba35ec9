import type { HostBridge, SharePayload } from '@jijin/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * What the host shell decides for the ui kit (ARCHITECTURE.md "Host bridges"): ui never imports a
 * host; an app builds this value from its HostBridge at the composition root.
 */
export interface HostUiValue {
  /** Whether our own header bar is shown (browser) or hidden (native apps, mini-program). */
  showHeader: boolean;
  /**
   * Go back. Default: `history.back()` when there is a previous entry, otherwise `/`
   * (spec 000 §2 "The home path / is the fallback for going back" — apps pass core's rule).
   */
  onBack?: () => void;
  /** Share a page (browser: the share mask; native and mini-program: the host). */
  onShare?: (payload: SharePayload) => void | Promise<void>;
  /** Open the app download page (the 去下载 button of the app-only dialog). */
  onDownloadApp?: () => void;
}

const defaultValue: HostUiValue = { showHeader: true };

const HostUiContext = createContext<HostUiValue>(defaultValue);

export interface HostUiProviderProps extends Partial<HostUiValue> {
  children?: ReactNode;
}

/** Provides {@link HostUiValue} to header bars, share buttons and app-only dialogs below it. */
export function HostUiProvider({
  showHeader = true,
  onBack,
  onShare,
  onDownloadApp,
  children,
}: HostUiProviderProps) {
  const value = useMemo(
    () => ({ showHeader, onBack, onShare, onDownloadApp }),
    [showHeader, onBack, onShare, onDownloadApp],
  );
  return <HostUiContext.Provider value={value}>{children}</HostUiContext.Provider>;
}

/**
 * The ui values a host bridge implies: its header flag and its share. Apps spread this into
 * {@link HostUiProvider} and add `onBack` / `onDownloadApp` from their router.
 */
export function hostUiFromBridge(bridge: Pick<HostBridge, 'showHeader' | 'share'>): HostUiValue {
  return { showHeader: bridge.showHeader, onShare: (payload) => bridge.share(payload) };
}

/** The host's ui decisions; `{ showHeader: true }` outside a {@link HostUiProvider}. */
export function useHostUi(): HostUiValue {
  return useContext(HostUiContext);
}
