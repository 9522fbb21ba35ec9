import { backTarget } from '@jijin/core/navigation';
import type { HTMLAttributes, ReactNode } from 'react';
import { useHostUi } from '../host-ui/host-ui-provider';
import { cx } from '../utils/cx';
import { BackIcon } from '../utils/icons';
import './header-bar.css';

export interface HeaderBarProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Page title (also what a host shows in its own bar when ours is hidden). */
  title: ReactNode;
  /** Show the back button. Default true. */
  back?: boolean;
  /** Back handler. Default: the HostUiProvider's onBack, else core's rule (history or /). */
  onBack?: () => void;
  /** Content on the right (a share or search button). */
  right?: ReactNode;
  /** Show even when the host hides headers (rare: in-page sub headers). Default false. */
  forceShow?: boolean;
}

/** The browser default for back: previous entry, or / when there is no referrer and no hash (core). */
function defaultBack(): void {
  const target = backTarget(document.referrer, window.location.hash);
  if (target.kind === 'history') window.history.back();
  else window.location.assign(target.href);
}

/**
 * The page header with a back button and title. Hidden when the host says so
 * (`HostUiProvider showHeader={false}`: native apps and the mini-program, spec 000 §1).
 */
export function HeaderBar({
  title,
  back = true,
  onBack,
  right,
  forceShow = false,
  className,
  ...rest
}: HeaderBarProps) {
  const host = useHostUi();
  if (!host.showHeader && !forceShow) return null;
  const goBack = onBack ?? host.onBack ?? defaultBack;
  return (
    <header {...rest} className={cx('jj-header', className)}>
      <div className="jj-header__side">
        {back && (
          <button type="button" className="jj-header__back" aria-label="返回" onClick={goBack}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className="jj-header__title">{title}</h1>
      <div className="jj-header__side jj-header__side--right">{right}</div>
    </header>
  );
}
