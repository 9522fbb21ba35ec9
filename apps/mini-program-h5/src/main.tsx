import { hostAreas, startApp } from '@jijin/features';
import {
  createBrowserMiniProgramBridge,
  takeFragmentToken,
  watchFragmentToken,
} from './bridge/index';

// First, before the SDK loads or any request is made: the token the mini-program handed over in
// the URL fragment leaves the URL (history.replaceState) and goes to storage in startApp.
const handedToken = takeFragmentToken(window.location, window.history);

const bridge = createBrowserMiniProgramBridge();
void bridge.connect().then(() => {
  const app = startApp({
    bridge,
    areas: hostAreas('mini-program'),
    handedToken,
    container: document.getElementById('root')!,
  });
  // A later hand-over to the open page (same URL, new #token=) arrives without a reload.
  watchFragmentToken(window, (token) => app.signIn(token));
});
