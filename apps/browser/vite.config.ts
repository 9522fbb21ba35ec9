import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sourceCondition } from '../../tooling/scripts/source-condition.mjs';
import { noInlineScript, securityHeaders } from '../../tooling/scripts/security-headers.mjs';
import {
  appChunks,
  preloadStartChunks,
  reactRouterProduction,
} from '../../tooling/scripts/app-chunks.mjs';

/** React DOM's client build, the chunk the app starts on after its entry (`preloadStartChunks`). */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** Where the sandbox API listens (tooling/sandbox-api, SANDBOX_PORT). */
const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? '8787'}`;
const proxy = {
  '/api': { target: sandbox, changeOrigin: false },
  '/static': { target: sandbox, changeOrigin: false },
  '/__sandbox': { target: sandbox },
};

export default defineConfig({
  ...sourceCondition,
  plugins: [react(), noInlineScript(), reactRouterProduction(), preloadStartChunks()],
  server: { host: '127.0.0.1', port: 5173, proxy },
  // the built app's security headers (README "Security headers"), not on the dev server
  // (its React refresh preamble is an inline script)
  preview: { host: '127.0.0.1', port: 4173, proxy, headers: securityHeaders() },
  build: {
    target: 'es2020',
    sourcemap: false,
    // no preload lists: a screen's files are found as its imports are read (README "The build":
    // 7 KB gzip off the first chunk; LCP the same or lower in alternated compares). Its CSS
    // files are still loaded with it.
    modulePreload: false,
    rolldownOptions: {
      // the entry's static graph in one chunk (tooling/scripts/app-chunks.mjs)
      ...appChunks,
      output: {
        ...appChunks.output,
        // files named by their content hash alone: a chunk's name ("trade-password-dialog-") is
        // written again in every import of it (the entry holds the imports of all 237
        // screens), and names do not compress away.
        // React DOM's client keeps its name: the HTML preloads it and the smoke e2e spec loses
        // it on purpose (`client-*.js`)
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => REACT_DOM_CLIENT.test(id))
            ? 'assets/client-[hash].js'
            : 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
      },
      // every imported constant inlined where it is used (rolldown's default, 'smart', inlines
      // only those in conditions): features/app/contract.gen.ts's 'METHOD /path/' of each
      // operation then goes into the chunk of the area that injects it instead of keeping the
      // whole module (306 of them, 3.5 KB gzip) in the first chunk, which imports one
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
    },
  },
});
