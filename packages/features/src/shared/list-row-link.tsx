import { ListRow, type ListRowProps } from '@jijin/ui';
import { useHref, useNavigate } from 'react-router-dom';

/** Props of {@link ListRowLink}: ui's `ListRow` with an app path in place of `href`. */
export interface ListRowLinkProps extends Omit<ListRowProps, 'href' | 'onNavigate'> {
  /** The app path the row opens (e.g. `appPaths.portfolioDetail(id)`). */
  to: string;
}

/**
 * ui's {@link ListRow} leading to an app path: the link's `href` is the router's (with the host's
 * base path) and a plain tap navigates inside the app; a tap with a modifier key (new tab or
 * window) is left to the browser.
 */
export function ListRowLink({ to, ...row }: ListRowLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  return (
    <ListRow
      {...row}
      href={href}
      onNavigate={(_href, event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
