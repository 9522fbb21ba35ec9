/**
 * `@jijin/core/lists` — the pager and the local lists (newest-first, de-duplicated lists in a
 * `KeyValueStorage`: followed and compared managers, diagnosis history, search history), with no
 * API client.
 * @packageDocumentation
 */
export * from '../pager/pager';
export * from '../local-list/local-list';
export * from '../local-list/lists';
export * from '../local-list/flags';
// The storage port the local lists take (declared in src/ports).
export type { KeyValueStorage } from '../ports/storage';
