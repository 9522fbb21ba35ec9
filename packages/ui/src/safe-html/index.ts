export { SafeHtml, sanitizeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
