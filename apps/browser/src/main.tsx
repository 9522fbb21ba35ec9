import { startApp } from '@jijin/features';
import { createBrowserBridge } from './bridge/index';
import { areas } from './areas';

// The public site's composition root: the browser bridge (header shown, login by URL with
// `next`, share mask) and every area's routes; startApp wires the localStorage / js-cookie
// adapters, the API client with the 401 rule, the store, the ui providers and the router.
startApp({ bridge: createBrowserBridge(), areas, container: document.getElementById('root')! });
