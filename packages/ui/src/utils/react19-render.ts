import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

let installed = false;

/**
 * antd-mobile 5 renders its imperative Toast/Dialog/ActionSheet with ReactDOM.render, which
 * React 19 removed. This installs a createRoot-based renderer once (antd-mobile's documented
 * React 19 compatibility hook). Called by the feedback service before any imperative call.
 */
export function ensureAntdMobileRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container) => {
    const host = container as (Element | DocumentFragment) & { __jjRoot?: Root };
    host.__jjRoot ??= createRoot(container);
    const root = host.__jjRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      delete host.__jjRoot;
      try {
        root.unmount();
      } catch {
        // The page (or a test environment) was torn down before the deferred unmount ran.
      }
    };
  });
}
