// Security headers of the built apps, one definition for `vite preview` (which the
// e2e suites use to serve the builds) and the production web server (README "Security headers").
// (.mjs with a .d.mts beside it, like source-condition.mjs: Vite's config loader reads it as is.)

/**
 * The Content-Security-Policy of a built app.
 * - script-src 'self': no inline script, no eval (the built index.html has only
 *   `<script type="module" src=…>`; the {@link noInlineScript} plugin fails a build that has one).
 * - connect-src 'self' plus `apiOrigin` (when the API is served from another origin).
 * - style-src allows 'unsafe-inline' for style attributes set by antd-mobile and the charts
 *   (styles cannot run code); img-src allows https: and data:/blob: (fund and bank logos, QR codes).
 * - frame-ancestors: who may frame the app, `'self'` by default (the native and mini-program
 *   hosts open it in a web view, which is not a frame of another web origin).
 *
 * @param {{ apiOrigin?: string, frameAncestors?: string }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy(options = {}) {
  const connect = ["'self'", options.apiOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src ${connect}`,
    "img-src 'self' data: blob: https:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors ?? "'self'"}`,
  ].join('; ');
}

/**
 * Powerful features the app never uses, denied to it and to every frame it could hold: a script
 * injected into the page cannot reach the camera, the microphone, the location, payments or USB.
 * (Clipboard writing, which the share screens use, stays at its default: this origin only.)
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Every security header of a built app's responses.
 * `API_ORIGIN` and `CSP_FRAME_ANCESTORS` (environment) override the defaults at build/preview time.
 *
 * @param {{ apiOrigin?: string, frameAncestors?: string }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      apiOrigin: options.apiOrigin ?? process.env.API_ORIGIN,
      frameAncestors: options.frameAncestors ?? process.env.CSP_FRAME_ANCESTORS,
    }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // a page the app opens, or one that opens the app, gets no handle on its window
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * A Vite plugin failing the build when the built index.html holds an inline `<script>` (one
 * without `src`), which the CSP's script-src 'self' would block.
 *
 * @returns {import('vite').Plugin}
 */
export function noInlineScript() {
  return {
    name: 'jijin:no-inline-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const inline = /<script\b(?![^>]*\bsrc=)[^>]*>/i.exec(html);
        if (inline)
          throw new Error(
            `index.html has an inline script (${inline[0]}): the CSP (script-src 'self') blocks it; move it to a file`,
          );
        return html;
      },
    },
  };
}
