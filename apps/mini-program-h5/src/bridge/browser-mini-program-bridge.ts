import { detectClient, HOME_PATH } from '@jijin/core/navigation';
import { feedback } from '@jijin/ui';
import { createMiniProgramBridge, type MiniProgramBridge } from './mini-program-bridge';
import type { WxMiniProgram } from './protocol';

/** Loads weixin-js-sdk in its own chunk (it reads `location.href` when it loads). */
async function loadWeixinSdk(): Promise<WxMiniProgram> {
  const { default: wx } = await import('weixin-js-sdk');
  return wx.miniProgram as WxMiniProgram;
}

/**
 * The {@link MiniProgramBridge} on the real page: `weixin-js-sdk`, the client detected from
 * `navigator.userAgent`, and the web fallbacks (web login page, share mask, title, home).
 */
export function createBrowserMiniProgramBridge(): MiniProgramBridge {
  return createMiniProgramBridge({
    loadSdk: loadWeixinSdk,
    client: detectClient(navigator.userAgent),
    origin: window.location.origin,
    fallbacks: {
      navigate: (url) => window.location.assign(url),
      setDocumentTitle: (title) => {
        document.title = title;
      },
      showShareGuide: (tip) => feedback.showShareMask(tip),
      goHome: () => window.location.assign(HOME_PATH),
    },
  });
}
