import type { Plugin } from 'vite';
export interface SecurityHeaderOptions {
  /** Origin of the API when not our own, added to connect-src. */
  apiOrigin?: string;
  /** The frame-ancestors source list, default `'self'`. */
  frameAncestors?: string;
}
/** The Content-Security-Policy of a built app (issue 21). */
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
/** CSP, Referrer-Policy and X-Content-Type-Options of a built app (issue 21). */
export function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>;
/** Fails a build whose index.html holds an inline script (issue 21). */
export function noInlineScript(): Plugin;
