import type { Plugin } from 'vite';
export interface SecurityHeaderOptions {
  /** Origin of the API when not our own, added to connect-src. */
  apiOrigin?: string;
  /** The frame-ancestors source list, default `'self'`. */
  frameAncestors?: string;
}
/** The Content-Security-Policy of a built app. */
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
/** The Permissions-Policy of a built app: camera, microphone, geolocation, payment and USB denied. */
export const PERMISSIONS_POLICY: string;
/**
 * CSP, Referrer-Policy, X-Content-Type-Options, Permissions-Policy and
 * Cross-Origin-Opener-Policy of a built app.
 */
export function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>;
/** Fails a build whose index.html holds an inline script. */
export function noInlineScript(): Plugin;
