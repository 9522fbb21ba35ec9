import type { ApiClient, Clock, CookieJar, HostBridge, KeyValueStorage } from '@jijin/core';

/**
 * What a host shell injects at its composition root (DESIGN.md "Host bridges"): the API client
 * (with the request rules of spec 000 §7-8), the host bridge and the storage / cookie / clock
 * ports. Reachable from RTK Query (`extra`), thunks and screens (`useServices`).
 */
export interface AppServices {
  // The contract's `paths` type is applied where endpoints are declared; the frame is generic.
  api: ApiClient<object>;
  bridge: HostBridge;
  storage: KeyValueStorage;
  cookies: CookieJar;
  clock: Clock;
}
