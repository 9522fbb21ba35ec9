/**
 * Server-side sanitizing of a store post's text (README "Store"): every character that could
 * start markup is escaped, then a short allowlist of attribute-less formatting tags is restored.
 * No attribute, link, style or script can survive, so the text is safe as HTML; the client
 * still renders it through ui `SafeHtml` (DOMPurify) as a second line of defence.
 */
const ALLOWED = ['p', 'br', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li'];

/** Escapes `&`, `<`, `>`, `"` and `'`, then restores `<p>`, `</p>`, `<br>`, `<br/>`… of {@link ALLOWED}. */
export function sanitizePostHtml(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  return escaped.replace(
    new RegExp(`&lt;(/?)(${ALLOWED.join('|')})\\s*/?&gt;`, 'gi'),
    (_m, slash: string, tag: string) => `<${slash}${tag.toLowerCase()}>`,
  );
}
