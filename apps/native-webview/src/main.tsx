import { hostAreas, startApp } from '@jijin/features';
import { createBrowserNativeBridge } from './bridge/index';

// The native apps' shell: header hidden, login/share/title/close through the native app.
// The handshake (`hello`, at most 1.5 s) runs before the first render, so the first 401 already
// knows whether the app can log in in place.
const bridge = createBrowserNativeBridge();
void bridge.connect().then(() => {
  startApp({ bridge, areas: hostAreas('native'), container: document.getElementById('root')! });
});
