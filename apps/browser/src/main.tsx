import { hostAreas, inOwnTask, startApp } from '@jijin/features';
import { createBrowserBridge } from './bridge/index';

// The public site's composition root: the browser bridge (header shown, login by URL with
// `next`, share mask) and every area's routes; startApp wires the localStorage / js-cookie
// adapters, the API client with the 401 rule, the store, the ui providers and the router.
//
// In a task of its own, after the entry's evaluation: the store, the routes and the first render
// then block the page apart from the modules' evaluation instead of in one long task
// (ARCHITECTURE.md "Decisions", tooling/bench/README.md).
inOwnTask(() =>
  startApp({
    bridge: createBrowserBridge(),
    areas: hostAreas('browser'),
    container: document.getElementById('root')!,
  }),
);
