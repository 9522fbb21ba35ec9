import { startApp } from '@jijin/features';
import { createBrowserBridge } from './bridge/index';
import { areas } from './areas';

// The public site's composition root: the browser bridge (header shown, login by URL with
// `next`, share mask) and every area's routes; startApp wires the localStorage / js-cookie
// adapters, the API client with the 401 rule, the store, the ui providers and the router.
//
// In a task of its own, after the entry's evaluation: the store, the routes and the first render
// then block the page separately from the modules' evaluation instead of in one long task
// (issue 20). A posted message, not a timer, so nothing queued later overtakes it.
const { port1, port2 } = new MessageChannel();
port1.onmessage = () => {
  port1.close();
  startApp({ bridge: createBrowserBridge(), areas, container: document.getElementById('root')! });
};
port2.postMessage(null);
