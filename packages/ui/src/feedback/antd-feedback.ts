// antd-mobile's imperative Toast and Dialog, loaded by the feedback service on first use: they
// bring Mask, Popup, react-spring and @use-gesture, which no screen needs before a toast or a
// dialog (out of the first chunk). Only feedback-service.ts imports this module; it
// calls `ensureAntdMobileRender` once loaded (no top-level call here: ui declares its modules
// free of side effects, so the bundler would drop one).
export { Dialog, Toast } from 'antd-mobile';
export { ensureAntdMobileRender } from '../utils/react19-render';
