/** Registers every hand-written handler. Paths without one are answered by ./fallback. */
import './accounts';
import './market';
import './trading';
import './managers';
import './portfolios';
import './fund-lists';
