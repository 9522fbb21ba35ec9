export type { KeyValueStorage } from './storage';
export { createMemoryStorage } from './storage';
export type { CookieJar, CookieOptions } from './cookies';
export { createMemoryCookieJar } from './cookies';
export type { Clock } from './clock';
export { systemClock, fixedClock } from './clock';
export type { HostBridge, HostNotice, SharePayload, HostKind } from './host-bridge';
// The client a host bridge reports (spec 000 §6), declared with client detection.
export type { ClientInfo } from '../client/client';
