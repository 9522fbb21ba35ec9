import DOMPurify, { type Config } from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import './safe-html.css';

/** What server HTML may contain: ordinary rich text, no scripts, styles, forms or frames. */
const DEFAULT_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

let hooked = false;
/** Links that open a new window get rel="noopener noreferrer". */
function ensureLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Sanitize server HTML with DOMPurify (default: rich text only; no script, style, form, frame,
 * inline style or event handler). Exposed for callers that need the string.
 */
export function sanitizeHtml(html: string, config: Config = DEFAULT_CONFIG): string {
  ensureLinkHook();
  return DOMPurify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) as string;
}

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** Untrusted HTML from the server (FAQ answers, announcements, status posts). */
  html: string | null | undefined;
  /** Element to render. Default div. */
  as?: 'div' | 'section' | 'article' | 'span' | 'p';
  /** Override DOMPurify's config. */
  config?: Config;
  /**
   * Keep the text's line breaks (CSS `white-space: pre-line`): for fields that may hold a user's
   * plain text (posts, comments, timeline texts), which the server serves without markup, so a
   * line break is the only paragraph mark they have. Default false.
   */
  lineBreaks?: boolean;
}

/** Renders server HTML after sanitizing it with DOMPurify ({@link sanitizeHtml}). */
export function SafeHtml({
  html,
  as: Tag = 'div',
  config,
  lineBreaks = false,
  className,
  ...rest
}: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? '', config), [html, config]);
  return (
    <Tag
      {...rest}
      className={cx('jj-safe-html', lineBreaks && 'jj-safe-html--lines', className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
