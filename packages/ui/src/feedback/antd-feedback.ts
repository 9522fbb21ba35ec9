// antd-mobile's imperative Toast and Dialog, loaded by the feedback service on first use: they
// bring Mask, Popup, react-spring and @use-gesture, which no screen needs before a toast or a
// dialog (issue 20: out of the first chunk). Only feedback-service.ts imports this module.
import { Dialog, Toast } from 'antd-mobile';
import { ensureAntdMobileRender } from '../utils/react19-render';

ensureAntdMobileRender();

export { Dialog, Toast };
