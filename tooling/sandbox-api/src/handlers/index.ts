/**
 * The legacy registry: handlers not yet moved into an area register themselves with `on()` on
 * import. Each area issue moves its file into src/areas/<area>/ and deletes its line here.
 * An operation without any handler answers 501 (none today).
 */
import './fund-lists';
