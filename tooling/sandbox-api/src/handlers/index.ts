/**
 * The legacy registry: handlers not yet moved into an area register themselves with `on()` on
 * import. Each area issue moves its file into src/areas/<area>/ and deletes its line here.
 * Paths without any handler are answered by ./fallback.
 */
import './fund-lists';
