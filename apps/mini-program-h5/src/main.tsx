import { startApp } from '@jijin/features';
import { createBrowserMiniProgramBridge, takeFragmentToken } from './bridge/index';
import { routes } from './routes';

// First, before the SDK loads or any request is made: the token the mini-program handed over in
// the URL fragment leaves the URL (history.replaceState) and goes to storage in startApp.
const handedToken = takeFragmentToken(window.location, window.history);

const bridge = createBrowserMiniProgramBridge();
void bridge.connect().then(() => {
  startApp({ bridge, routes, handedToken, container: document.getElementById('root')! });
});
