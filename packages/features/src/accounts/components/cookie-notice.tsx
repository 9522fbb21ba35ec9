import { checkCookiesEnabled } from '@jijin/core/validation';
import { NoticeBar } from 'antd-mobile';

/**
 * Cookies must be enabled (spec 000 §5): login keeps the CSRF token and the remembered origins in
 * cookies, so a browser with cookies off is told before the user types anything.
 */
export function CookieNotice({
  enabled = typeof navigator === 'undefined' || navigator.cookieEnabled,
}: {
  enabled?: boolean;
}) {
  const check = checkCookiesEnabled(enabled);
  if (check.ok) return null;
  return (
    <div role="alert">
      <NoticeBar color="alert" wrap content={check.message} />
    </div>
  );
}
