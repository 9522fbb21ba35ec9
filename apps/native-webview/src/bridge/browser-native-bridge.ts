import { detectClient, HOME_PATH } from '@jijin/core/navigation';
import { feedback } from '@jijin/ui';
import { createNativeChannel } from './channel';
import { createNativeBridge, type NativeBridge } from './native-bridge';

/**
 * The {@link NativeBridge} on the real page: the native app's message handler on `window`, the
 * client detected from `navigator.userAgent`, and the web fallbacks (web login page, share
 * mask, `document.title`, home).
 */
export function createBrowserNativeBridge(): NativeBridge {
  return createNativeBridge({
    channel: createNativeChannel(),
    client: detectClient(navigator.userAgent),
    currentPath: () => window.location.pathname + window.location.search,
    fallbacks: {
      navigate: (url) => window.location.assign(url),
      setDocumentTitle: (title) => {
        document.title = title;
      },
      showShareGuide: () => feedback.showShareMask(),
      goHome: () => window.location.assign(HOME_PATH),
    },
  });
}
